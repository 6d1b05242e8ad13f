/**
 * The owner of `password_reset_tokens`, and the password change: the new hash, the revoked sessions and
 * the spent reset links in one transaction, each written by its table's owner.
 */
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { txManager, UnitOfWork, type Tx } from '../../database/tx';
import { PasswordResetTokenEntity } from '../auth/password-reset-token.entity';
import type { SessionRevokeReason } from '../auth/session.entity';
import { SessionsRepository } from '../auth/sessions.repository';
import { UsersRepository } from '../users/users.repository';

export interface ConsumedResetToken {
  userId: string;
  companyId: string;
}

@Injectable()
export class AccountRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
  ) {}

  /** Sets the new hash and revokes the user's sessions except `keepSessionId`, in one transaction. */
  async setPassword(
    userId: string,
    passwordHash: string,
    reason: SessionRevokeReason,
    keepSessionId?: string,
  ): Promise<void> {
    await this.uow.run(async (tx) => {
      await this.users.setPasswordHash(tx, userId, passwordHash);
      await this.sessions.revokeAllOf(userId, reason, keepSessionId, tx);
      // Outstanding reset links die with the old password.
      await this.spendResetTokens(tx, userId);
    });
  }

  /**
   * A colleague leaves while the company stays: the user row is wiped of personal data (it remains the
   * author of their quotes), every session ends and outstanding reset links die, in the caller's `tx`.
   */
  async removeUser(tx: Tx, companyId: string, userId: string): Promise<void> {
    await this.users.anonymize(tx, companyId, userId);
    await this.sessions.revokeAllOf(userId, 'account_deleted', undefined, tx);
    await this.spendResetTokens(tx, userId);
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

  private async spendResetTokens(tx: Tx, userId: string): Promise<void> {
    await txManager(tx).update(
      PasswordResetTokenEntity,
      { userId, usedAt: IsNull() },
      { usedAt: () => 'now()' },
    );
  }
}
