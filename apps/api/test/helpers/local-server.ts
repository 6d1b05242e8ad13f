/** Test servers (fake upstreams, receivers, traps) on a free loopback port. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts `server` on a free port of 127.0.0.1 and returns that port and a close that also ends open
 * keep-alive connections, so a test's afterAll does not wait for idle sockets.
 */
export async function listenLocally(server: Server): Promise<{ port: number; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { port, close };
}
