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

export type PeekResult =
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

  /** Reads a refresh token without using it: which session it belongs to and whether it was used. */
  async peekRefreshToken(tokenHash: string): Promise<PeekResult> {
    const token = await this.tokens.findOneBy({ tokenHash });
    if (!token) return { kind: 'unknown' };
    return token.usedAt
      ? { kind: 'reused', sessionId: token.sessionId }
      : { kind: 'ok', sessionId: token.sessionId };
  }

  /**
   * One transaction: marks the old token used, stores the next one and slides the session's expiry. A
   * database failure part-way rolls everything back, so the client can repeat the refresh with the same
   * token instead of tripping reuse detection. False when the token was used concurrently.
   */
  async rotate(
    sessionId: string,
    oldTokenHash: string,
    nextTokenHash: string,
    expiresAt: Date,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (em) => {
      const used = await em
        .createQueryBuilder()
        .update(RefreshTokenEntity)
        .set({ usedAt: () => 'now()' })
        .where('token_hash = :oldTokenHash AND used_at IS NULL AND session_id = :sessionId', {
          oldTokenHash,
          sessionId,
        })
        .returning('id')
        .execute();
      if (!(used.raw as unknown[]).length) return false;
      await em.insert(RefreshTokenEntity, { sessionId, tokenHash: nextTokenHash });
      await em.update(SessionEntity, { id: sessionId }, { lastUsedAt: () => 'now()', expiresAt });
      return true;
    });
  }
}
