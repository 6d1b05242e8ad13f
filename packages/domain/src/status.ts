/**
 * Quote status machine:
 *
 *   draft (Concept) --> sent (Verzonden) --> accepted (Geaccepteerd)
 *                                        \-> rejected (Afgewezen)
 *                                        \-> expired (Verlopen, set by the system) --> accepted | rejected
 *
 * 'expired' is set by the reminder job once a sent quote passes its valid-until date undecided
 * (docs/customer-portal.md); the customer can no longer accept it, the owner still can decide it.
 * When the owner edits an expired quote and its valid-until date is today or later again, it is open
 * again: back to 'sent', its link accepts again and reminders resume (QuotesService.update).
 *
 * Decisions: only the transitions drawn above exist. There is no way back (sent -> draft is refused:
 * once a customer has the quote, changing it means editing it while it stays 'sent', which is
 * allowed), no skipping (draft -> accepted is refused: send first), and accepted / rejected are
 * final. A quote can be edited while draft, sent or expired; accepted and rejected quotes cannot be edited
 * but can be duplicated, and a duplicate always starts as draft. Setting the current status again
 * is not a transition (refused, so the API answers 409 rather than rewriting sentAt/decidedAt).
 * The API maps every refusal below to 409 CONFLICT with the Dutch message.
 */

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const INITIAL_QUOTE_STATUS: QuoteStatus = 'draft';

/** Dutch labels of SPEC §4, for badges, filters, the PDF and history entries. */
export const QUOTE_STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = {
  draft: 'Concept',
  sent: 'Verzonden',
  accepted: 'Geaccepteerd',
  rejected: 'Afgewezen',
  expired: 'Verlopen',
};

/** Label of the status filter option that shows every status. */
export const ALL_STATUSES_LABEL = 'Alle statussen';

export const QUOTE_STATUS_MESSAGES = {
  transitionNotAllowed: 'Deze statuswijziging is niet toegestaan',
  notEditable: 'Een geaccepteerde of afgewezen offerte kan niet meer worden gewijzigd',
} as const;

const TRANSITIONS: Readonly<Record<QuoteStatus, readonly QuoteStatus[]>> = {
  draft: ['sent'],
  // sent -> expired is the reminder job's (QuotesService.expire), never an owner's button.
  sent: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
  // An expired quote can still be decided by the owner (the customer said yes by phone).
  expired: ['accepted', 'rejected'],
};

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return (QUOTE_STATUSES as readonly unknown[]).includes(value);
}

export function quoteStatusLabel(status: QuoteStatus): string {
  return QUOTE_STATUS_LABELS[status];
}

/** Statuses reachable from `from` in one step (for the status action buttons). */
export function nextQuoteStatuses(from: QuoteStatus): readonly QuoteStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: QuoteStatus, to: QuoteStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * A sent quote the customer may still decide on its public link: sent and not past validUntil
 * (YYYY-MM-DD, valid through that day) on `today` (YYYY-MM-DD, Dutch calendar day).
 */
export function isOpenForCustomer(status: QuoteStatus, validUntil: string | null, today: string): boolean {
  return status === 'sent' && (validUntil === null || validUntil >= today);
}

/** accepted and rejected are final: no transitions, no edits. */
export function isFinalStatus(status: QuoteStatus): boolean {
  return status === 'accepted' || status === 'rejected';
}

/** draft and sent quotes can be edited; accepted and rejected cannot. */
export function isEditable(status: QuoteStatus): boolean {
  return !isFinalStatus(status);
}

/** Every quote can be duplicated (the copy starts as draft with a new number). */
export function canDuplicate(_status: QuoteStatus): boolean {
  return true;
}

/** Which timestamp a transition into `to` sets: sentAt when sent, decidedAt when decided. */
export type StatusTimestamp = 'sentAt' | 'decidedAt';

export type TransitionResult =
  | { ok: true; from: QuoteStatus; to: QuoteStatus; sets: StatusTimestamp | null }
  | { ok: false; code: 'QUOTE_FINAL' | 'TRANSITION_NOT_ALLOWED'; message: string };

/** Checks a status change; the failure carries the Dutch message the API returns with 409. */
export function assertTransition(from: QuoteStatus, to: QuoteStatus): TransitionResult {
  if (canTransition(from, to)) {
    const sets: StatusTimestamp | null = to === 'sent' ? 'sentAt' : isFinalStatus(to) ? 'decidedAt' : null;
    return { ok: true, from, to, sets };
  }
  if (isFinalStatus(from)) {
    return { ok: false, code: 'QUOTE_FINAL', message: QUOTE_STATUS_MESSAGES.notEditable };
  }
  return { ok: false, code: 'TRANSITION_NOT_ALLOWED', message: QUOTE_STATUS_MESSAGES.transitionNotAllowed };
}

export type EditResult = { ok: true } | { ok: false; code: 'QUOTE_FINAL'; message: string };

/** Checks that a quote may be edited (PUT); the failure carries the Dutch 409 message. */
export function assertEditable(status: QuoteStatus): EditResult {
  return isEditable(status)
    ? { ok: true }
    : { ok: false, code: 'QUOTE_FINAL', message: QUOTE_STATUS_MESSAGES.notEditable };
}

/**
 * Dashboard conversion rate: accepted / (accepted + rejected) as a whole percentage, rounded
 * half-up; null when no quote has been decided yet (show '-' rather than a misleading 0 %).
 */
export function conversionRatePercent(counts: { accepted: number; rejected: number }): number | null {
  const decided = counts.accepted + counts.rejected;
  if (decided <= 0) return null;
  return Math.floor((counts.accepted * 200 + decided) / (decided * 2));
}
