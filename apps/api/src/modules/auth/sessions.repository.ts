/** Sessions and their single-use refresh tokens. */
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, type Repository } from 'typeorm';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionEntity, type SessionRevokeReason } from './session.entity';

export interface NewSession {
  userId: string;
  companyId: string;
  userAgent: string | null;
  ip: string | null;
  expiresAt: Date;
  refreshTokenHash: string;
}

export type ConsumeResult =
  | { kind: 'ok'; sessionId: string }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'unknown' };

@Injectable()
export class SessionsRepository {
  private readonly sessions: Repository<SessionEntity>;
  private readonly tokens: Repository<RefreshTokenEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.sessions = dataSource.getRepository(SessionEntity);
    this.tokens = dataSource.getRepository(RefreshTokenEntity);
  }

  async create(input: NewSession): Promise<SessionEntity> {
    return this.dataSource.transaction(async (em) => {
      const session = await em.save(
        em.create(SessionEntity, {
          userId: input.userId,
          companyId: input.companyId,
          userAgent: input.userAgent,
          ip: input.ip,
          expiresAt: input.expiresAt,
        }),
      );
      await em.insert(RefreshTokenEntity, { sessionId: session.id, tokenHash: input.refreshTokenHash });
      return session;
    });
  }

  /** A session that is neither revoked nor expired (primary-key lookup). */
  findActive(id: string): Promise<SessionEntity | null> {
    return this.sessions
      .createQueryBuilder('s')
      .where('s.id = :id AND s.revoked_at IS NULL AND s.expires_at > now()', { id })
      .getOne();
  }

  async revoke(id: string, reason: SessionRevokeReason): Promise<void> {
    await this.sessions.update(
      { id, revokedAt: IsNull() },
      { revokedAt: () => 'now()', revokedReason: reason },
    );
  }

  /** Atomically marks the token used; tells apart a first use, a reuse and an unknown token. */
  async consumeRefreshToken(tokenHash: string): Promise<ConsumeResult> {
    // UPDATE ... SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING session_id
    const result = await this.tokens
      .createQueryBuilder()
      .update(RefreshTokenEntity)
      .set({ usedAt: () => 'now()' })
      .where('token_hash = :tokenHash AND used_at IS NULL', { tokenHash })
      .returning('session_id')
      .execute();
    const rows = result.raw as { session_id: string }[];
    if (rows[0]) return { kind: 'ok', sessionId: rows[0].session_id };
    const existing = await this.tokens.findOneBy({ tokenHash });
    return existing ? { kind: 'reused', sessionId: existing.sessionId } : { kind: 'unknown' };
  }

  /** Adds the next refresh token of a rotation and slides the session's expiry. */
  async rotate(sessionId: string, refreshTokenHash: string, expiresAt: Date): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      await em.insert(RefreshTokenEntity, { sessionId, tokenHash: refreshTokenHash });
      await em.update(SessionEntity, { id: sessionId }, { lastUsedAt: () => 'now()', expiresAt });
    });
  }
}
