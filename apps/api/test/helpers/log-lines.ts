import { Writable } from 'node:stream';

/** A pino destination that keeps every line written to it, for specs that read what was logged. */
export function logLines(): { lines: string[]; sink: Writable } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, sink };
}
