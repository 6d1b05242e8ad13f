/** Password, sessions, reset tokens and deletion of an account; the only TypeORM touchpoint of the module. */
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan, Not } from 'typeorm';
import { PasswordResetTokenEntity } from '../auth/password-reset-token.entity';
import { SessionEntity, type SessionRevokeReason } from '../auth/session.entity';
import { CompanyEntity } from '../companies/company.entity';
import { UserEntity } from '../users/user.entity';

export interface ConsumedResetToken {
  userId: string;
  companyId: string;
}

@Injectable()
export class AccountRepository {
  constructor(private readonly dataSource: DataSource) {}

  findUser(companyId: string, userId: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ id: userId, companyId });
  }

  /** Sets the new hash and revokes the user's sessions except `keepSessionId`, in one transaction. */
  async setPassword(
    userId: string,
    passwordHash: string,
    reason: SessionRevokeReason,
    keepSessionId?: string,
  ): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      await em.update(UserEntity, { id: userId }, { passwordHash });
      await em.update(
        SessionEntity,
        { userId, revokedAt: IsNull(), ...(keepSessionId ? { id: Not(keepSessionId) } : {}) },
        { revokedAt: () => 'now()', revokedReason: reason },
      );
      // Outstanding reset links die with the old password.
      await em.update(PasswordResetTokenEntity, { userId, usedAt: IsNull() }, { usedAt: () => 'now()' });
    });
  }

  listActiveSessions(userId: string): Promise<SessionEntity[]> {
    return this.dataSource.getRepository(SessionEntity).find({
      where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { lastUsedAt: 'DESC' },
    });
  }

  /** Revokes one active session of this user; false when there is none with that id. */
  async revokeSession(userId: string, sessionId: string): Promise<boolean> {
    const result = await this.dataSource
      .getRepository(SessionEntity)
      .update(
        { id: sessionId, userId, revokedAt: IsNull() },
        { revokedAt: () => 'now()', revokedReason: 'revoked_by_user' },
      );
    return (result.affected ?? 0) > 0;
  }

  async revokeOtherSessions(userId: string, keepSessionId: string): Promise<number> {
    const result = await this.dataSource
      .getRepository(SessionEntity)
      .update(
        { userId, id: Not(keepSessionId), revokedAt: IsNull() },
        { revokedAt: () => 'now()', revokedReason: 'revoked_by_user' },
      );
    return result.affected ?? 0;
  }

  async createResetToken(input: ConsumedResetToken & { tokenHash: string; expiresAt: Date }): Promise<void> {
    await this.dataSource.getRepository(PasswordResetTokenEntity).insert(input);
  }

  /** Atomically marks an unused, unexpired token used; null when it is unknown, used or expired. */
  async consumeResetToken(tokenHash: string): Promise<ConsumedResetToken | null> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(PasswordResetTokenEntity)
      .set({ usedAt: () => 'now()' })
      .where('token_hash = :tokenHash AND used_at IS NULL AND expires_at > now()', { tokenHash })
      .returning('*')
      .execute();
    const row = (result.raw as { user_id: string; company_id: string }[])[0];
    return row ? { userId: row.user_id, companyId: row.company_id } : null;
  }

  /**
   * Deletes the company row; every company-owned table references it with ON DELETE CASCADE, so users,
   * sessions, settings, templates, customers, quotes and onboarding data go in the same statement.
   */
  async deleteCompany(companyId: string): Promise<boolean> {
    return this.dataSource.transaction(async (em) => {
      const result = await em.delete(CompanyEntity, { id: companyId });
      return (result.affected ?? 0) > 0;
    });
  }
}
