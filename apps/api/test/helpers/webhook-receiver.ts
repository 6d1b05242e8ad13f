/**
 * A real local HTTP server standing in for another system's webhook endpoint: records every request
 * (headers and raw body, the bytes the signature covers) and answers with scripted status codes.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { listenLocally } from './local-server';
import { startedPerBlock } from './per-block';
import { pollUntil } from './poll';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** Status codes for the next requests, in order; 200 once they are used up. */
  respondWith(...codes: number[]): void;
  /** Resolves once `count` requests arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let script: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const code = script.shift() ?? 200;
      if (code >= 300 && code < 400) res.setHeader('Location', '/redirected');
      res.statusCode = code;
      res.end(code < 300 ? 'ok' : 'nee');
    });
  });
  const { port, close } = await listenLocally(server);
  return {
    url: `http://127.0.0.1:${port}/hooks/offerteflow`,
    port,
    received,
    respondWith: (...codes) => {
      script = codes;
    },
    waitFor: async (count, timeoutMs = 15_000) => {
      await pollUntil(
        () => received.length,
        (n) => n >= count,
        { timeoutMs, intervalMs: 25, timeoutMessage: (n) => `expected ${count} webhook requests, got ${n}` },
      );
      return received.slice(0, count);
    },
    close,
  };
}

/**
 * One receiver for the enclosing describe block: started in beforeAll, closed in afterAll. The handle
 * reads the receiver started for the block, as `useTestApp()` does for the app.
 */
export function useWebhookReceiver(): WebhookReceiver {
  const started = startedPerBlock('useWebhookReceiver', startWebhookReceiver, (r) => r.close());
  return {
    get url() {
      return started().url;
    },
    get port() {
      return started().port;
    },
    get received() {
      return started().received;
    },
    respondWith: (...codes) => started().respondWith(...codes),
    waitFor: (count, timeoutMs) => started().waitFor(count, timeoutMs),
    close: () => started().close(),
  };
}
