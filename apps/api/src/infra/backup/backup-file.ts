/** Reads a backup ZIP: its manifest, and each table file as a stream of rows checked against it. */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import {
  MANIFEST_ENTRY,
  manifestSchema,
  tableEntry,
  type BackupManifest,
  type BackupTable,
} from './backup-format';
import { refuse } from './refusal';

export class BackupFile {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
  ) {}

  static open(path: string): Promise<BackupFile> {
    return new Promise((resolve, reject) => {
      yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, zip) => {
        if (err || !zip) return reject(refuse('unreadable', path));
        const entries = new Map<string, yauzl.Entry>();
        zip.on('entry', (entry: yauzl.Entry) => {
          entries.set(entry.fileName, entry);
          zip.readEntry();
        });
        zip.on('end', () => resolve(new BackupFile(zip, entries)));
        zip.on('error', () => reject(refuse('unreadable', path)));
        zip.readEntry();
      });
    });
  }

  private stream(name: string): Promise<Readable> {
    const entry = this.entries.get(name);
    if (!entry) return Promise.reject(refuse('corrupt', `${name} ontbreekt`));
    return new Promise((resolve, reject) =>
      this.zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(err) : resolve(stream))),
    );
  }

  async manifest(): Promise<BackupManifest> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.stream(MANIFEST_ENTRY)) chunks.push(chunk as Buffer);
    const parsed = manifestSchema.safeParse(safeJson(Buffer.concat(chunks).toString('utf8')));
    if (!parsed.success) throw refuse('corrupt', 'manifest.json is ongeldig');
    return parsed.data;
  }

  /**
   * The rows of one table (each an array of text values), in batches; throws when the file's
   * row count or SHA-256 differs from the manifest, after the last batch.
   */
  async *rows(table: BackupTable): AsyncGenerator<(string | null)[][]> {
    const hash = createHash('sha256');
    const decoder = new TextDecoder('utf-8', { fatal: true });
    // The start of a line that is still being read: a row with a file is megabytes of hex, so
    // its pieces are joined once, at its line end, instead of on every chunk.
    let partial: string[] = [];
    let count = 0;
    for await (const chunk of await this.stream(tableEntry(table.name))) {
      hash.update(chunk as Buffer);
      const text = decoder.decode(chunk as Buffer, { stream: true });
      const lines = text.split('\n');
      if (lines.length === 1) {
        partial.push(text);
        continue;
      }
      lines[0] = partial.join('') + lines[0];
      partial = [lines.pop()!];
      const batch = lines.map((line) => JSON.parse(line) as (string | null)[]);
      count += batch.length;
      yield batch;
    }
    if (partial.join('') !== '' || count !== table.rows || hash.digest('hex') !== table.sha256) {
      throw refuse('corrupt', `tabel ${table.name} klopt niet met het manifest`);
    }
  }

  /** Checks one table file against the manifest (row count and SHA-256) without parsing its rows. */
  async verify(table: BackupTable): Promise<void> {
    const hash = createHash('sha256');
    let lines = 0;
    for await (const chunk of await this.stream(tableEntry(table.name))) {
      hash.update(chunk as Buffer);
      for (let i = (chunk as Buffer).indexOf(10); i !== -1; i = (chunk as Buffer).indexOf(10, i + 1)) lines++;
    }
    if (lines !== table.rows || hash.digest('hex') !== table.sha256) {
      throw refuse('corrupt', `tabel ${table.name} klopt niet met het manifest`);
    }
  }

  close(): void {
    this.zip.close();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
