/** API keys, always read and written within a company, except the lookup by hash of the auth guard. */
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { isUuid } from '../../common';
import { ApiKeyEntity } from './api-key.entity';

@Injectable()
export class ApiKeysRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(ApiKeyEntity);
  }

  list(companyId: string): Promise<ApiKeyEntity[]> {
    return this.repo.find({
      where: { companyId },
      relations: { creator: true },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
  }

  async insert(row: Pick<ApiKeyEntity, 'companyId' | 'name' | 'prefix' | 'keyHash' | 'createdBy'>) {
    const saved = await this.repo.save(this.repo.create({ ...row, lastUsedAt: null, revokedAt: null }));
    return this.repo.findOneOrFail({ where: { id: saved.id }, relations: { creator: true } });
  }

  /** Sets revoked_at once; null for another company's or a malformed id. */
  async revoke(companyId: string, id: string): Promise<ApiKeyEntity | null> {
    if (!isUuid(id)) return null;
    await this.repo.update({ id, companyId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
    return this.repo.findOne({ where: { id, companyId }, relations: { creator: true } });
  }

  /** The active key with this hash (the guard's lookup). */
  findActiveByHash(keyHash: string): Promise<Pick<ApiKeyEntity, 'id' | 'companyId'> | null> {
    return this.repo.findOne({
      select: { id: true, companyId: true },
      where: { keyHash, revokedAt: IsNull() },
    });
  }

  async touch(id: string): Promise<void> {
    await this.repo.update({ id }, { lastUsedAt: () => 'now()' });
  }
}
