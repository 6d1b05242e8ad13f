/** Forgot / reset password: hashed single-use tokens valid for one hour, mailed as APP_URL links. */
import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ACCOUNT_TEXT,
  FORGOT_PASSWORD_LIMIT,
  FORGOT_PASSWORD_WINDOW_SECONDS,
  PASSWORD_RESET_TTL_MINUTES,
  type ResetPasswordRequest,
} from '@offerteflow/contracts';
import type { Logger } from 'pino';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { sha256Hex } from '../../common';
import { LOGGER } from '../../common/logger';
import { MailService } from '../../infra/mail/mail.service';
import { perAccountAndIp, RateLimits } from '../../infra/throttle/rate-limit.service';
import { PasswordHasher } from '../auth/password-hasher';
import { UsersRepository } from '../users/users.repository';
import { accountError } from './account.errors';
import { AccountRepository } from './account.repository';

export function resetMail(link: string): { subject: string; text: string } {
  return {
    subject: ACCOUNT_TEXT.resetMailSubject,
    text: [
      'Beste gebruiker,',
      '',
      'U heeft gevraagd om uw wachtwoord voor Offerteflow te herstellen. Open de volgende link om een nieuw wachtwoord in te stellen:',
      '',
      link,
      '',
      `De link is ${PASSWORD_RESET_TTL_MINUTES} minuten geldig en werkt één keer. Heeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.`,
      '',
      'Met vriendelijke groet,',
      'Offerteflow',
    ].join('\n'),
  };
}

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersRepository,
    private readonly account: AccountRepository,
    private readonly passwords: PasswordHasher,
    private readonly mail: MailService,
    private readonly limits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Answers the same whether or not the e-mail exists: the mail is sent in the background so the
   * response time does not tell either.
   */
  async requestReset(email: string, ip: string): Promise<void> {
    await this.limits.consume(
      perAccountAndIp('forgot', ip, email, {
        limit: FORGOT_PASSWORD_LIMIT,
        windowSeconds: FORGOT_PASSWORD_WINDOW_SECONDS,
      }),
    );
    void this.sendResetLink(email).catch((err: unknown) =>
      this.logger.error({ err }, 'password reset mail failed'),
    );
  }

  private async sendResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    // A deactivated colleague cannot log in, so a new password would not help them either.
    if (!user || user.deactivatedAt) return;
    const token = randomBytes(32).toString('base64url');
    await this.account.createResetToken({
      userId: user.id,
      companyId: user.companyId,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
    const link = `${this.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mail.send({ to: user.email, ...resetMail(link) });
  }

  /** Single use; every session of the user is signed out. */
  async reset(input: ResetPasswordRequest): Promise<void> {
    const consumed = await this.account.consumeResetToken(sha256Hex(input.token));
    if (!consumed) throw accountError('resetTokenInvalid');
    const hash = await this.passwords.hash(input.password);
    await this.account.setPassword(consumed.userId, hash, 'password_reset');
  }
}
