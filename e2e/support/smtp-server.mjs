// The e2e test SMTP server: a minimal SMTP receiver on 127.0.0.1 (no TLS, no auth) that stores
// every message it receives as <n>.eml in a folder, so specs read the mail the app really sent over
// SMTP (the quote e-mail with its public link, the password-reset mail). Started by run.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Starts the server; resolves with its port. It runs until its process is stopped. */
function startSmtpServer(folder) {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 e2e-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          // Undo dot-stuffing (RFC 5321 4.5.2).
          const message = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          count += 1;
          writeFileSync(path.join(folder, `${Date.now()}-${count}.eml`), message);
          reply('250 OK queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 e2e-smtp');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

// Run as its own process (`node smtp-server.mjs <folder>`), since run.mjs blocks its event loop in
// spawnSync while Playwright runs. Prints the port on the first line of stdout.
const port = await startSmtpServer(process.argv[2]);
process.stdout.write(`${port}\n`);
