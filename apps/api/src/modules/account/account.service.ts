/** Security tab: change password, active sessions, delete the account. */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_MSG, type ActiveSession, type ChangePasswordRequest } from '@offerteflow/contracts';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { isUuid, notFound, validationFailed, type AuthContext, orNotFound } from '../../common';
import { UnitOfWork } from '../../database/tx';
import { LoginThrottle } from '../auth/login-throttle';
import { PasswordHasher } from '../auth/password-hasher';
import { SessionsRepository } from '../auth/sessions.repository';
import { CompaniesRepository } from '../companies/companies.repository';
import { isLastAdmin } from '../team/last-admin';
import { UsersRepository } from '../users/users.repository';
import { AccountRepository } from './account.repository';
import { describeDevice } from './user-agent';

/** Folders under DATA_DIR that may hold a company's files, one sub-folder per company id. */
export const COMPANY_FILE_DIRS = ['files', 'uploads'] as const;

@Injectable()
export class AccountService {
  constructor(
    private readonly account: AccountRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly companies: CompaniesRepository,
    private readonly passwords: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly uow: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /** Other sessions are signed out; the current one stays. */
  async changePassword(auth: AuthContext, input: ChangePasswordRequest): Promise<void> {
    const user = orNotFound(await this.users.findInCompany(auth.companyId, auth.userId));
    // Every attempt counts (like login), so a stolen session cannot guess the password quickly.
    await this.throttle.attemptPasswordChange(user.id);
    if (!(await this.passwords.verify(user.passwordHash, input.currentPassword))) {
      throw validationFailed({ currentPassword: [ACCOUNT_MSG.currentPasswordWrong] });
    }
    await this.throttle.passwordChangeSucceeded(user.id);
    if (input.currentPassword === input.newPassword) {
      throw validationFailed({ newPassword: [ACCOUNT_MSG.samePassword] });
    }
    const hash = await this.passwords.hash(input.newPassword);
    await this.account.setPassword(user.id, hash, 'password_change', auth.sessionId);
  }

  async listSessions(auth: AuthContext): Promise<ActiveSession[]> {
    const sessions = await this.sessions.listActive(auth.userId);
    return sessions.map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      ip: s.ip,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      current: s.id === auth.sessionId,
    }));
  }

  async revokeSession(auth: AuthContext, sessionId: string): Promise<void> {
    if (!isUuid(sessionId) || !(await this.sessions.revoke(sessionId, 'revoked_by_user', auth.userId))) {
      throw notFound();
    }
  }

  revokeOtherSessions(auth: AuthContext): Promise<number> {
    return this.sessions.revokeAllOf(auth.userId, 'revoked_by_user', auth.sessionId);
  }

  /**
   * 'Account verwijderen': the company's last active admin deletes the whole company and its files
   * under DATA_DIR; anyone else removes only their own user (their quotes stay with the company, the
   * author shown as a former colleague). Decided under the lock on the company's admins.
   */
  async deleteAccount(auth: AuthContext): Promise<'user' | 'company'> {
    const removed = await this.uow.run(async (tx) => {
      if (isLastAdmin(await this.users.lockActiveAdmins(tx, auth.companyId), auth.userId)) return 'company';
      await this.account.removeUser(tx, auth.companyId, auth.userId);
      return 'user';
    });
    if (removed === 'user') return removed;
    await this.companies.delete(auth.companyId);
    await Promise.all(
      COMPANY_FILE_DIRS.map((dir) =>
        rm(join(this.config.dataDir, dir, auth.companyId), { recursive: true, force: true }),
      ),
    );
    return removed;
  }
}
