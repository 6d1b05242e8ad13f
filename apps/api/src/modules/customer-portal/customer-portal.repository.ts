/** Reads of the customer portal: which quotes are due a reminder; the reminder claims (quote_reminders). */
import { Injectable } from '@nestjs/common';
import { SETTINGS_DEFAULTS } from '@offerteflow/contracts';
import { DataSource } from 'typeorm';
import { QuoteReminderEntity } from './quote-reminder.entity';

/** A sent, undecided quote of a company with reminders on, with the company's reminder days. */
export interface ReminderCandidate {
  companyId: string;
  quoteId: string;
  /** Where the quote was last e-mailed to (the e-mail log), else the customer's address. */
  recipient: string | null;
  sentAt: Date;
  validUntil: string | null;
  reminderDays: number[];
}

@Injectable()
export class CustomerPortalRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Sent quotes of companies with autoSendReminders on (a company without a settings row gets
   * SETTINGS_DEFAULTS), oldest first. Every undecided sent quote is a row: it is what the sweep must look at. Expired and decided quotes are not sent, so never reminded.
   */
  candidates(companyId?: string): Promise<ReminderCandidate[]> {
    return this.dataSource.query<ReminderCandidate[]>(
      `SELECT q.company_id AS "companyId", q.id AS "quoteId", q.sent_at AS "sentAt",
              coalesce((SELECT l.to_address FROM email_log l WHERE l.quote_id = q.id AND l.result = 'sent'
                         ORDER BY l.at DESC LIMIT 1), q.customer_email) AS recipient, q.valid_until::text AS "validUntil",
              coalesce(s.reminder_days, $2::smallint[])::int[] AS "reminderDays"
         FROM quotes q LEFT JOIN quote_settings s ON s.company_id = q.company_id
        WHERE q.status = 'sent' AND q.sent_at IS NOT NULL AND coalesce(s.auto_send_reminders, $3)
          AND ($1::uuid IS NULL OR q.company_id = $1)
        ORDER BY q.sent_at`,
      [companyId ?? null, SETTINGS_DEFAULTS.quotes.reminderDays, SETTINGS_DEFAULTS.quotes.autoSendReminders],
    );
  }

  /**
   * Claims the reminder of one day number: inserts the unique (quote, day) row. True only for the
   * one caller whose insert won; every other worker (now or later) gets false and sends nothing.
   */
  async claim(companyId: string, quoteId: string, dayNumber: number): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(QuoteReminderEntity)
      .values({ companyId, quoteId, dayNumber })
      .orIgnore()
      .returning('id')
      .execute();
    return result.raw.length === 1;
  }

  /** Gives a claim back when the e-mail could not be sent, so the next run tries again. */
  async release(quoteId: string, dayNumber: number): Promise<void> {
    await this.dataSource.getRepository(QuoteReminderEntity).delete({ quoteId, dayNumber });
  }
}
