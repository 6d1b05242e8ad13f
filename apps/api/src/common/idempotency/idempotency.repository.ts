/** The only code touching idempotency_keys. */
import { Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { IdempotencyKeyEntity } from './idempotency-key.entity';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class IdempotencyRepository {
  private readonly repo: Repository<IdempotencyKeyEntity>;
  private inserts = 0;

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(IdempotencyKeyEntity);
  }

  /** Claims the key; false when a row for it exists already (running, finished or expired). */
  async claim(scope: string, key: string, requestHash: string): Promise<boolean> {
    if (++this.inserts % 200 === 0) await this.purgeExpired();
    const result = await this.repo
      .createQueryBuilder()
      .insert()
      .into(IdempotencyKeyEntity)
      .values({ scope, key, requestHash, expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS) })
      .orIgnore()
      .returning('id')
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  find(scope: string, key: string): Promise<IdempotencyKeyEntity | null> {
    return this.repo.findOneBy({ scope, key });
  }

  async complete(scope: string, key: string, status: number, responseBody: unknown): Promise<void> {
    await this.repo.update({ scope, key }, { status, responseBody: responseBody as object });
  }

  /** Frees the key after a failed first attempt (or an expired row) so a retry runs again. */
  async release(scope: string, key: string): Promise<void> {
    await this.repo.delete({ scope, key });
  }

  async purgeExpired(): Promise<void> {
    await this.repo.createQueryBuilder().delete().where('expires_at < now()').execute();
  }
}
