/**
 * API keys of a company: create (the key is returned once), list, revoke; and the guard's side
 * (ApiKeyVerifier): lookup by hash, per-key throttle, last-used stamp.
 */
import { Inject, Injectable } from '@nestjs/common';
import { type ApiKey, type ApiKeyCreated, type ApiKeyCreateRequest } from '@offerteflow/contracts';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { ApiKeyVerifier, type ApiKeyContext, type AuthContext, orNotFound } from '../../common';
import { actorName } from '../users/actor-name';
import { apiKeyError } from './api-keys.errors';
import { RateLimits } from '../../infra/throttle/rate-limit.service';
import type { ApiKeyEntity } from './api-key.entity';
import { generateApiKey, hashApiKey, isWellFormedApiKey } from './api-key-secret';
import { ApiKeysRepository } from './api-keys.repository';

function toApiKey(row: ApiKeyEntity): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.creator ? actorName(row.creator) : null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

@Injectable()
export class ApiKeysService extends ApiKeyVerifier {
  constructor(
    private readonly repo: ApiKeysRepository,
    private readonly limits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {
    super();
  }

  async list(companyId: string): Promise<ApiKey[]> {
    return (await this.repo.list(companyId)).map(toApiKey);
  }

  async create(auth: AuthContext, input: ApiKeyCreateRequest): Promise<ApiKeyCreated> {
    const { key, prefix, hash } = generateApiKey();
    const row = await this.repo.insert({
      companyId: auth.companyId,
      name: input.name,
      prefix,
      keyHash: hash,
      createdBy: auth.userId,
    });
    return { ...toApiKey(row), key };
  }

  /** Idempotent: revoking a revoked key answers the key as it is. */
  async revoke(companyId: string, id: string): Promise<ApiKey> {
    return toApiKey(orNotFound(await this.repo.revoke(companyId, id)));
  }

  async verify(key: string): Promise<ApiKeyContext | null> {
    if (!isWellFormedApiKey(key)) return null;
    const row = await this.repo.findActiveByHash(hashApiKey(key));
    return row ? { apiKeyId: row.id, companyId: row.companyId } : null;
  }

  async recordUse(key: ApiKeyContext): Promise<void> {
    await this.limits.consume({ key: `api-key:${key.apiKeyId}`, ...this.config.apiKeyThrottle }, () =>
      apiKeyError('throttled'),
    );
    await this.repo.touch(key.apiKeyId);
  }
}
