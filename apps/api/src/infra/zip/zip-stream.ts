/**
 * A streamed ZIP (yazl: deflate, ZIP64 when an entry or the archive passes 4 GB). Entries are pulled
 * from an (async) iterable one ahead of the writer, and each entry's data is produced only when the
 * writer reaches it, so an archive of any size holds about two entries in memory. A failing source
 * destroys the output stream with its error.
 */
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntrySource {
  /** Path inside the archive, with forward slashes. */
  name: string;
  data: () => AsyncIterable<Buffer> | Promise<Buffer>;
  /** False for data that is compressed already (PDF, PNG). */
  compress?: boolean;
}

async function* produce(entry: ZipEntrySource): AsyncGenerator<Buffer> {
  const data = entry.data();
  if (data instanceof Promise) yield await data;
  else yield* data;
}

export function zipStream(
  entries: Iterable<ZipEntrySource> | AsyncIterable<ZipEntrySource>,
  mtime = new Date(),
): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const fail = (err: unknown) => output.destroy(err instanceof Error ? err : new Error(String(err)));
  zip.on('error', fail);
  const source =
    Symbol.asyncIterator in entries ? entries[Symbol.asyncIterator]() : entries[Symbol.iterator]();
  const addNext = async (): Promise<void> => {
    const next = await source.next();
    if (next.done) return zip.end();
    const entry = next.value;
    zip.addReadStreamLazy(entry.name, { mtime, compress: entry.compress ?? true }, (cb) => {
      addNext().catch(fail);
      const stream = Readable.from(produce(entry));
      stream.on('error', fail);
      cb(null, stream);
    });
  };
  addNext().catch(fail);
  return output;
}
