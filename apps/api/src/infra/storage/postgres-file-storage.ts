/** FileStorage adapter on PostgreSQL: one bytea row per file. */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FileStorage, type StoredFileMeta } from './file-storage';
import { StoredFileEntity } from './stored-file.entity';

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
    const row = await this.repo.findOne({ where: { id: key }, select: { id: true, data: true } });
    return row?.data ?? null;
  }

  async delete(key: string): Promise<void> {
    await this.repo.delete({ id: key });
  }

  async deleteForCompany(companyId: string): Promise<void> {
    await this.repo.delete({ companyId });
  }
}
