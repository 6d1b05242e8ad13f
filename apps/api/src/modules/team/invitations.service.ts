/**
 * Invitations of colleagues by e-mail: a random single-use token (only its SHA-256 stored), valid
 * INVITATION_TTL_DAYS, revocable, mailed as {APP_URL}/uitnodiging/{token} in the company's house style.
 * Accepting creates the colleague in the inviting company with the invited role and logs them in.
 */
import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  INVITATION_MAILS_PER_HOUR,
  INVITATION_PAGE_THROTTLE,
  INVITATION_TTL_DAYS,
  type AuthData,
  type Invitation,
  type InvitationAcceptData,
  type InvitationCreateData,
  type PublicInvitation,
} from '@offerteflow/contracts';
import { buildInvitationEmail } from '@offerteflow/quote-document';
import type { Logger } from 'pino';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { notFound, orNotFound, sha256Hex, type AuthContext } from '../../common';
import { LOGGER } from '../../common/logger';
import { isUniqueViolation } from '../../database/tx';
import { inlineAttachments, MailService } from '../../infra/mail/mail.service';
import { limitKey, RateLimits } from '../../infra/throttle/rate-limit.service';
import { AuthService } from '../auth/auth.service';
import type { ClientInfo } from '../auth/client-info';
import { PasswordHasher } from '../auth/password-hasher';
import { CompaniesRepository } from '../companies/companies.repository';
import { TemplatesRepository } from '../templates/templates.repository';
import { actorName } from '../users/actor-name';
import { displayName } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import type { InvitationEntity } from './invitation.entity';
import { InvitationsRepository } from './invitations.repository';
import { teamError } from './team.errors';

const newToken = () => randomBytes(32).toString('base64url');
const expiry = () => new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000);
const inviterOf = (i: InvitationEntity) => (i.inviter ? actorName(i.inviter) : null);

const toInvitation = (i: InvitationEntity): Invitation => ({
  id: i.id,
  email: i.email,
  role: i.role,
  invitedBy: inviterOf(i),
  createdAt: i.createdAt.toISOString(),
  sentAt: i.sentAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
});

@Injectable()
export class InvitationsService {
  constructor(
    private readonly invitations: InvitationsRepository,
    private readonly users: UsersRepository,
    private readonly companies: CompaniesRepository,
    private readonly templates: TemplatesRepository,
    private readonly passwords: PasswordHasher,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly limits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async list(companyId: string): Promise<Invitation[]> {
    return (await this.invitations.listOpen(companyId)).map(toInvitation);
  }

  /**
   * 409 when the address already has an account (in this company or another one: an address belongs to
   * one company) or an unexpired open invitation; an expired one is replaced.
   */
  async invite(auth: AuthContext, input: InvitationCreateData): Promise<Invitation> {
    await this.countMail(auth.companyId);
    const existing = await this.users.findByEmail(input.email);
    if (existing) {
      throw teamError(existing.companyId === auth.companyId ? 'alreadyColleague' : 'emailInOtherCompany');
    }
    const token = newToken();
    let invitation: InvitationEntity;
    try {
      invitation = await this.invitations.transaction(async (tx) => {
        const open = await this.invitations.findOpenByEmail(tx, auth.companyId, input.email);
        if (open && open.expiresAt > new Date()) throw teamError('alreadyInvited');
        if (open) await this.invitations.revoke(auth.companyId, open.id, tx);
        return this.invitations.insert(tx, {
          companyId: auth.companyId,
          email: input.email,
          role: input.role,
          tokenHash: sha256Hex(token),
          invitedBy: auth.userId,
          expiresAt: expiry(),
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw teamError('alreadyInvited');
      throw err;
    }
    try {
      await this.send(auth, invitation, token);
    } catch (err) {
      // Nobody received the link: the invitation goes again, so the admin can simply retry.
      await this.invitations.revoke(auth.companyId, invitation.id).catch(() => undefined);
      throw err;
    }
    return toInvitation(invitation);
  }

  /** A new link (the old one stops working) valid for another INVITATION_TTL_DAYS, mailed again. */
  async resend(auth: AuthContext, id: string): Promise<Invitation> {
    orNotFound(await this.invitations.findOpen(auth.companyId, id));
    await this.countMail(auth.companyId);
    const token = newToken();
    const renewed = orNotFound(
      await this.invitations.renew(auth.companyId, id, {
        tokenHash: sha256Hex(token),
        invitedBy: auth.userId,
        expiresAt: expiry(),
      }),
    );
    await this.send(auth, renewed, token);
    return toInvitation(renewed);
  }

  async revoke(companyId: string, id: string): Promise<void> {
    if (!(await this.invitations.revoke(companyId, id))) throw notFound();
  }

  /** What the invitation page shows; 404 for an unknown, used, withdrawn or expired link. */
  async view(token: string, client: ClientInfo): Promise<PublicInvitation> {
    await this.throttlePublic(client);
    const i = await this.invitations.findUsable(sha256Hex(token));
    if (!i?.company) throw teamError('invitationInvalid');
    return {
      companyName: i.company.name,
      email: i.email,
      role: i.role,
      invitedBy: inviterOf(i),
      expiresAt: i.expiresAt.toISOString(),
    };
  }

  /** Uses the link once: the colleague joins the inviting company and gets a session (like login). */
  async accept(token: string, input: InvitationAcceptData, client: ClientInfo): Promise<AuthData> {
    await this.throttlePublic(client);
    const tokenHash = sha256Hex(token);
    const usable = await this.invitations.findUsable(tokenHash);
    if (!usable) throw teamError('invitationInvalid');
    const passwordHash = await this.passwords.hash(input.password);
    try {
      const user = await this.invitations.transaction(async (tx) => {
        const invitation = await this.invitations.consume(tx, tokenHash);
        if (!invitation) throw teamError('invitationInvalid');
        return this.users.insert(tx, {
          companyId: invitation.companyId,
          email: invitation.email,
          role: invitation.role,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
        });
      });
      return await this.auth.sessionFor(user.id, user.companyId, client);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // The address got an account since the invitation was sent.
      const owner = await this.users.findByEmail(usable.email);
      throw teamError(owner?.companyId === usable.companyId ? 'alreadyColleague' : 'emailInOtherCompany');
    }
  }

  /** Invitation mails (new and again) per company per hour, in the shared RateLimits store. */
  private countMail(companyId: string): Promise<void> {
    return this.limits.consume(
      { key: limitKey('invitation-mail', companyId), limit: INVITATION_MAILS_PER_HOUR, windowSeconds: 3600 },
      () => teamError('mailLimit'),
    );
  }

  private throttlePublic(client: ClientInfo): Promise<void> {
    const { perIp, windowSeconds } = INVITATION_PAGE_THROTTLE;
    return this.limits.consume({
      key: limitKey('invitation-page', client.ip ?? 'unknown'),
      limit: perIp,
      windowSeconds,
    });
  }

  /** The mail in the company's house style (its default template's colour and logo). */
  private async send(auth: AuthContext, invitation: InvitationEntity, token: string): Promise<void> {
    const [company, inviter, template] = await Promise.all([
      this.companies.findById(auth.companyId),
      this.users.findInCompany(auth.companyId, auth.userId),
      this.templates.findDefault(auth.companyId),
    ]);
    const mail = buildInvitationEmail({
      companyName: orNotFound(company).name,
      inviterName: inviter ? displayName(inviter) : orNotFound(company).name,
      role: invitation.role,
      link: `${this.config.appUrl}/uitnodiging/${token}`,
      primaryColor: template?.primaryColor,
      logo: template?.logo ?? company?.logo,
    });
    try {
      await this.mail.send({
        to: invitation.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: inlineAttachments(mail.inlineImages),
      });
    } catch (err) {
      this.logger.error({ err, invitationId: invitation.id }, 'invitation e-mail failed');
      throw teamError('mailFailed');
    }
  }
}
