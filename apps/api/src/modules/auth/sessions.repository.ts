/** The owner of `sessions` and their single-use `refresh_tokens`: every revoke goes through here. */
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan, Not, type FindOptionsWhere, type Repository } from 'typeorm';
import { isUuid } from '../../common/uuid';
import { txManager, type Tx } from '../../database/tx';
import { preparedQuery } from '../../infra/db/prepared';
import type { UserRole } from '../users/user.entity';
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

/** What the auth guard needs of a session: whose it is and the user's role now. */
export interface ActiveSession {
  userId: string;
  companyId: string;
  role: UserRole;
}

const ACTIVE_SESSION_ROLE = {
  name: 'ofl_active_session_role',
  text: `SELECT s.user_id AS "userId", s.company_id AS "companyId", u.role
           FROM sessions s
           JOIN users u ON u.id = s.user_id AND u.deactivated_at IS NULL AND u.deleted_at IS NULL
          WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
};

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

  /**
   * The guard's lookup on every request: an active session of a user who is neither deactivated nor
   * deleted, with that user's current role (a role change counts from the next request). One prepared
   * statement (decision 81); a revoke is seen by the next request on every replica.
   */
  async activeSessionRole(id: string): Promise<ActiveSession | null> {
    if (!isUuid(id)) return null;
    const rows = await preparedQuery<ActiveSession>(this.dataSource, ACTIVE_SESSION_ROLE, [id]);
    return rows[0] ?? null;
  }

  /** The user's sessions that are neither revoked nor expired, most recently used first. */
  listActive(userId: string): Promise<SessionEntity[]> {
    return this.sessions.find({
      where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { lastUsedAt: 'DESC' },
    });
  }

  /** Revokes one session (of `userId` when given); false when there was no such unrevoked session. */
  async revoke(id: string, reason: SessionRevokeReason, userId?: string): Promise<boolean> {
    return (await this.revokeWhere({ id, ...(userId ? { userId } : {}) }, reason)) > 0;
  }

  /** Revokes every session of the user except `exceptId`; the number revoked. */
  revokeAllOf(userId: string, reason: SessionRevokeReason, exceptId?: string, tx?: Tx): Promise<number> {
    return this.revokeWhere({ userId, ...(exceptId ? { id: Not(exceptId) } : {}) }, reason, tx);
  }

  /** The one place a session is revoked: stamps revoked_at and the reason on unrevoked rows. */
  private async revokeWhere(
    where: FindOptionsWhere<SessionEntity>,
    reason: SessionRevokeReason,
    tx?: Tx,
  ): Promise<number> {
    const result = await (tx ? txManager(tx).getRepository(SessionEntity) : this.sessions).update(
      { ...where, revokedAt: IsNull() },
      { revokedAt: () => 'now()', revokedReason: reason },
    );
    return result.affected ?? 0;
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
