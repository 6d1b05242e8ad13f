import { describe, expect, it } from 'vitest';
import {
  INITIAL_QUOTE_STATUS,
  QUOTE_STATUSES,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUS_MESSAGES,
  type QuoteStatus,
  assertEditable,
  assertTransition,
  canDuplicate,
  canTransition,
  conversionRatePercent,
  isEditable,
  isFinalStatus,
  isQuoteStatus,
  nextQuoteStatuses,
  quoteStatusLabel,
} from './status.js';

const allowed = new Set([
  'draft>sent',
  'sent>accepted',
  'sent>rejected',
  'expired>accepted',
  'expired>rejected',
]);

describe('quote statuses', () => {
  it('has the five statuses with Dutch labels', () => {
    expect(QUOTE_STATUSES).toEqual(['draft', 'sent', 'accepted', 'rejected', 'expired']);
    expect(QUOTE_STATUS_LABELS).toEqual({
      draft: 'Concept',
      sent: 'Verzonden',
      accepted: 'Geaccepteerd',
      rejected: 'Afgewezen',
      expired: 'Verlopen',
    });
    expect(quoteStatusLabel('sent')).toBe('Verzonden');
    expect(INITIAL_QUOTE_STATUS).toBe('draft');
  });

  it('recognises statuses', () => {
    expect(isQuoteStatus('draft')).toBe(true);
    expect(isQuoteStatus('Concept')).toBe(false);
    expect(isQuoteStatus(undefined)).toBe(false);
  });
});

describe('transitions', () => {
  it('allows exactly draft->sent, sent->accepted, sent->rejected and an owner decision on an expired quote', () => {
    for (const from of QUOTE_STATUSES) {
      for (const to of QUOTE_STATUSES) {
        expect(canTransition(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
    expect(nextQuoteStatuses('draft')).toEqual(['sent']);
    expect(nextQuoteStatuses('sent')).toEqual(['accepted', 'rejected']);
    expect(nextQuoteStatuses('accepted')).toEqual([]);
  });

  it('reports which timestamp a transition sets', () => {
    expect(assertTransition('draft', 'sent')).toEqual({
      ok: true,
      from: 'draft',
      to: 'sent',
      sets: 'sentAt',
    });
    expect(assertTransition('sent', 'accepted')).toEqual({
      ok: true,
      from: 'sent',
      to: 'accepted',
      sets: 'decidedAt',
    });
    expect(assertTransition('sent', 'rejected')).toMatchObject({ ok: true, sets: 'decidedAt' });
  });

  it('refuses other transitions with Dutch messages', () => {
    expect(assertTransition('draft', 'accepted')).toEqual({
      ok: false,
      code: 'TRANSITION_NOT_ALLOWED',
      message: 'Deze statuswijziging is niet toegestaan',
    });
    expect(assertTransition('sent', 'draft')).toMatchObject({ ok: false, code: 'TRANSITION_NOT_ALLOWED' });
    expect(assertTransition('draft', 'draft')).toMatchObject({ ok: false, code: 'TRANSITION_NOT_ALLOWED' });
    for (const from of ['accepted', 'rejected'] as QuoteStatus[]) {
      for (const to of QUOTE_STATUSES) {
        expect(assertTransition(from, to)).toEqual({
          ok: false,
          code: 'QUOTE_FINAL',
          message: 'Een geaccepteerde of afgewezen offerte kan niet meer worden gewijzigd',
        });
      }
    }
  });
});

describe('editing and duplicating', () => {
  it('edits draft and sent only', () => {
    expect(isEditable('draft')).toBe(true);
    expect(isEditable('sent')).toBe(true);
    expect(isEditable('accepted')).toBe(false);
    expect(isEditable('rejected')).toBe(false);
    expect(isFinalStatus('accepted')).toBe(true);
    expect(isFinalStatus('sent')).toBe(false);
    expect(assertEditable('draft')).toEqual({ ok: true });
    expect(assertEditable('rejected')).toEqual({
      ok: false,
      code: 'QUOTE_FINAL',
      message: QUOTE_STATUS_MESSAGES.notEditable,
    });
  });

  it('duplicates every status', () => {
    for (const status of QUOTE_STATUSES) expect(canDuplicate(status)).toBe(true);
  });
});

describe('conversionRatePercent', () => {
  it('is accepted / decided, rounded half-up', () => {
    expect(conversionRatePercent({ accepted: 0, rejected: 0 })).toBeNull();
    expect(conversionRatePercent({ accepted: 17, rejected: 8 })).toBe(68);
    expect(conversionRatePercent({ accepted: 1, rejected: 2 })).toBe(33);
    expect(conversionRatePercent({ accepted: 2, rejected: 1 })).toBe(67);
    expect(conversionRatePercent({ accepted: 1, rejected: 199 })).toBe(1); // 0.5 -> 1
    expect(conversionRatePercent({ accepted: 5, rejected: 0 })).toBe(100);
    expect(conversionRatePercent({ accepted: 0, rejected: 5 })).toBe(0);
  });
});
