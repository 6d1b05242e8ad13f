/** FileStorage adapter on PostgreSQL: one bytea row per file. */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FileStorage, type StoredFileMeta } from './file-storage';
import { StoredFileEntity } from './stored-file.entity';

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

  /**
   * The bytes in slices of 1 MiB: PostgreSQL sends bytea as hex text, and decoding a 10 MB file in one
   * row kept the event loop busy for a few hundred milliseconds on a loaded machine; slices leave
   * room for other requests in between.
   */
  async get(key: string): Promise<Buffer | null> {
    const [row] = (await this.dataSource.query(
      'SELECT octet_length(data)::int AS size FROM stored_files WHERE id = $1',
      [key],
    )) as Array<{ size: number }>;
    if (!row) return null;
    const parts: Buffer[] = [];
    for (let from = 0; from < row.size; from += SLICE_BYTES) {
      const [slice] = (await this.dataSource.query(
        'SELECT substring(data FROM $2::int FOR $3::int) AS part FROM stored_files WHERE id = $1',
        [key, from + 1, SLICE_BYTES],
      )) as Array<{ part: Buffer }>;
      if (!slice) return null; // deleted meanwhile
      parts.push(slice.part);
    }
    return Buffer.concat(parts, row.size);
  }

  async delete(key: string): Promise<void> {
    await this.repo.delete({ id: key });
  }

  async deleteForCompany(companyId: string): Promise<void> {
    await this.repo.delete({ companyId });
  }
}
