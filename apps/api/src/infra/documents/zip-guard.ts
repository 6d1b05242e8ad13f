/**
 * Zip containers (.xlsx, .docx) are opened with yauzl before any reader inflates them: entry count and
 * declared sizes are capped and each entry's real inflated size is checked against its header
 * (validateEntrySizes), so a zip bomb fails fast instead of exhausting memory.
 */
import * as yauzl from 'yauzl';
import { DocumentReadError, READ_LIMITS, READ_MSG } from './reader';

export interface ZipListing {
  names: string[];
  totalUncompressed: number;
}

/** Lists the entries of a zip (central directory only, nothing inflated). */
export function listZip(data: Buffer): Promise<ZipListing> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return reject(new DocumentReadError(READ_MSG.corrupt));
      const names: string[] = [];
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        total += entry.uncompressedSize;
        if (names.length > READ_LIMITS.maxZipEntries || total > READ_LIMITS.maxInflatedBytes) {
          zip.close();
          return reject(new DocumentReadError(READ_MSG.zipBomb));
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve({ names, totalUncompressed: total }));
      zip.on('error', () => reject(new DocumentReadError(READ_MSG.corrupt)));
      zip.readEntry();
    });
  });
}

/**
 * Inflates every entry once with the real sizes checked: a header that lies about its size (the
 * classic bomb) or a total over the cap rejects before a reader touches the file.
 */
export function verifyZipInflation(data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return reject(new DocumentReadError(READ_MSG.corrupt));
      let total = 0;
      let entries = 0;
      const fail = (message: string) => {
        zip.close();
        reject(new DocumentReadError(message));
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        entries++;
        if (entries > READ_LIMITS.maxZipEntries) return fail(READ_MSG.zipBomb);
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return fail(READ_MSG.corrupt);
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > READ_LIMITS.maxInflatedBytes) {
              stream.destroy();
              fail(READ_MSG.zipBomb);
            }
          });
          stream.on('error', (streamErr: Error) =>
            fail(/size|too (large|many)/i.test(streamErr.message) ? READ_MSG.zipBomb : READ_MSG.corrupt),
          );
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.on('end', () => resolve());
      zip.on('error', () => reject(new DocumentReadError(READ_MSG.corrupt)));
      zip.readEntry();
    });
  });
}
