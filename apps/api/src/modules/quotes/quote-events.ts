/**
 * In-process publisher of quote events. QuotesService publishes after its transaction committed, so
 * a listener never sees a quote that was rolled back; listeners (webhooks, notifications) subscribe
 * in their module's constructor. A failing listener is logged and never fails the user's request.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Quote, QuoteEventType } from '@offerteflow/contracts';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger';

export interface QuoteEvent {
  type: QuoteEventType;
  companyId: string;
  quoteId: string;
  /** The quote after the change; null for `quote.deleted`. */
  quote: Quote | null;
  /** Quote number, also for a deleted quote. */
  quoteNumber: string;
  occurredAt: Date;
}

export type QuoteEventListener = (event: QuoteEvent) => Promise<void> | void;

@Injectable()
export class QuoteEvents {
  private readonly listeners: QuoteEventListener[] = [];

  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  subscribe(listener: QuoteEventListener): void {
    this.listeners.push(listener);
  }

  /** Calls every listener; awaited so tests and jobs see the effect, errors are logged only. */
  async publish(event: Omit<QuoteEvent, 'occurredAt'>): Promise<void> {
    const full: QuoteEvent = { ...event, occurredAt: new Date() };
    for (const listener of this.listeners) {
      try {
        await listener(full);
      } catch (err) {
        this.logger.error({ err, type: event.type, quoteId: event.quoteId }, 'quote event listener failed');
      }
    }
  }
}
