/**
 * FileStorage adapter on PostgreSQL: one bytea row per file; a streamed file keeps its bytes in
 * stored_file_chunks (1 MiB pieces) and an empty `data`.
 */
import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FileStorage, type StoredFileMeta } from './file-storage';
import { StoredFileChunkEntity } from './stored-file-chunk.entity';
import { StoredFileEntity } from './stored-file.entity';

const CHUNK_BYTES = 1024 * 1024;
/** size_bytes is an integer column; a streamed file past 2 GB records this, its pieces hold the rest. */
const MAX_RECORDED_SIZE = 2 ** 31 - 1;
const SLICE_BYTES = 1024 * 1024;

@Injectable()
export class PostgresFileStorage extends FileStorage {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  private get repo() {
    return this.dataSource.getRepository(StoredFileEntity);
  }

  async put(data: Buffer, meta: StoredFileMeta): Promise<string> {
    const row = await this.repo.save(
      this.repo.create({
        companyId: meta.companyId,
        fileName: meta.fileName,
        mimeType: meta.mimeType,
        sizeBytes: data.length,
        data,
      }),
    );
    return row.id;
  }

  async get(key: string): Promise<Buffer | null> {
    const opened = await this.openStream(key);
    if (!opened) return null;
    const parts: Buffer[] = [];
    for await (const part of opened.stream) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  async putStream(
    data: AsyncIterable<Buffer>,
    meta: StoredFileMeta,
  ): Promise<{ key: string; sizeBytes: number }> {
    const key = await this.put(Buffer.alloc(0), meta);
    let seq = 0;
    let sizeBytes = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      await this.dataSource
        .getRepository(StoredFileChunkEntity)
        .insert({ fileId: key, seq: seq++, data: Buffer.concat(pending) });
      pending = [];
      pendingBytes = 0;
    };
    try {
      for await (const part of data) {
        pending.push(part);
        pendingBytes += part.length;
        sizeBytes += part.length;
        if (pendingBytes >= CHUNK_BYTES) await flush();
      }
      if (pendingBytes > 0) await flush();
      await this.repo.update({ id: key }, { sizeBytes: Math.min(sizeBytes, MAX_RECORDED_SIZE) });
      return { key, sizeBytes };
    } catch (err) {
      await this.delete(key).catch(() => undefined);
      throw err;
    }
  }

  async openStream(key: string): Promise<{ sizeBytes: number; stream: Readable } | null> {
    const [row] = (await this.dataSource.query(
      'SELECT octet_length(data)::int AS inline, size_bytes AS "sizeBytes" FROM stored_files WHERE id = $1',
      [key],
    )) as Array<{ inline: number; sizeBytes: number }>;
    if (!row) return null;
    const db = this.dataSource;
    const chunks = db.getRepository(StoredFileChunkEntity);
    // The row's bytes in slices of 1 MiB: PostgreSQL sends bytea as hex text, and decoding a 10 MB
    // file in one row kept the event loop busy for a few hundred milliseconds on a loaded machine;
    // slices leave room for other requests in between.
    async function* pieces(): AsyncGenerator<Buffer> {
      for (let from = 0; from < row!.inline; from += SLICE_BYTES) {
        const [slice] = (await db.query(
          'SELECT substring(data FROM $2::int FOR $3::int) AS part FROM stored_files WHERE id = $1',
          [key, from + 1, SLICE_BYTES],
        )) as Array<{ part: Buffer }>;
        if (!slice) return; // deleted meanwhile
        yield slice.part;
      }
      // A file stored in one row is complete; only a streamed one (empty data) has pieces.
      if (row!.inline >= row!.sizeBytes) return;
      for (let seq = 0; ; seq++) {
        const chunk = await chunks.findOne({ where: { fileId: key, seq }, select: { data: true } });
        if (!chunk) return;
        yield chunk.data;
      }
    }
    return { sizeBytes: row.sizeBytes, stream: Readable.from(pieces()) };
  }

  async delete(key: string): Promise<void> {
    await this.repo.delete({ id: key });
  }

  async deleteForCompany(companyId: string): Promise<void> {
    await this.repo.delete({ companyId });
  }
}
