/**
 * Tells the company that a customer decided on the public link: an e-mail to every user of the
 * company whose emailQuoteUpdates notification is on. A mail failure is logged, never fails the
 * customer's decision (that is already committed).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Quote } from '@offerteflow/contracts';
import { formatDateTime } from '@offerteflow/domain';
import type { Logger } from 'pino';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { LOGGER } from '../../common/logger';
import { MailService } from '../../infra/mail/mail.service';
import { UsersRepository } from '../users/users.repository';

export const COMPANY_NOTIFICATION_TEXT = {
  acceptedSubject: (nr: string, name: string) => `Offerte ${nr} is geaccepteerd door ${name}`,
  rejectedSubject: (nr: string) => `Offerte ${nr} is afgewezen`,
  accepted: (nr: string, customer: string, name: string, at: string) =>
    `${customer} heeft offerte ${nr} online geaccepteerd. Geaccepteerd door ${name} op ${at}.`,
  rejected: (nr: string, customer: string, at: string) =>
    `${customer} heeft offerte ${nr} online afgewezen op ${at}.`,
  reason: (reason: string) => `Reden: ${reason}`,
  open: (url: string) => `Bekijk de offerte: ${url}`,
} as const;

@Injectable()
export class CompanyNotifier {
  constructor(
    private readonly users: UsersRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async decided(companyId: string, quote: Quote): Promise<void> {
    const decision = quote.customerDecision;
    if (!decision) return;
    const t = COMPANY_NOTIFICATION_TEXT;
    const at = formatDateTime(decision.at);
    const name = decision.name ?? quote.customer.name;
    const subject =
      decision.decision === 'accepted'
        ? t.acceptedSubject(quote.quoteNumber, name)
        : t.rejectedSubject(quote.quoteNumber);
    const text = [
      decision.decision === 'accepted'
        ? t.accepted(quote.quoteNumber, quote.customer.name, name, at)
        : t.rejected(quote.quoteNumber, quote.customer.name, at),
      ...(decision.reason ? [t.reason(decision.reason)] : []),
      t.open(`${this.config.appUrl}/quotes`),
    ].join('\n\n');
    let recipients: string[];
    try {
      recipients = await this.users.quoteUpdateRecipients(companyId);
    } catch (err) {
      this.logger.error({ err, quoteId: quote.id }, 'company notification recipients could not be read');
      return;
    }
    // Each recipient on its own: one refused address does not keep the others from hearing it.
    for (const to of recipients) {
      await this.mail.send({ to, subject, text }).catch((err: unknown) => {
        this.logger.error({ err, quoteId: quote.id }, 'company notification e-mail failed');
      });
    }
  }
}
