import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  QUOTE_HISTORY_ACTION_LABELS,
  QUOTE_MSG,
  quoteHistoryEntrySchema,
  quoteListItemSchema,
  quoteListQuerySchema,
  quoteListResponseSchema,
  quoteResponseSchema,
  quoteSchema,
  quoteStatusUpdateSchema,
} from './quotes.js';
import { messages, sampleCustomer } from './test-support.js';

const noOptions = {
  discount: null,
  discountAmount: 0,
  optional: false,
  choiceGroup: null,
  selected: false,
  included: true,
};

describe('quoteStatusUpdateSchema', () => {
  it.each(['draft', 'sent', 'accepted', 'rejected'])('accepts the status %s', (status) => {
    expect(quoteStatusUpdateSchema.parse({ status })).toEqual({ status });
  });

  it('refuses any other status', () => {
    expect(messages(quoteStatusUpdateSchema.safeParse({ status: 'Geaccepteerd' }))).toEqual({
      status: 'Ongeldige status',
    });
    expect(messages(quoteStatusUpdateSchema.safeParse({}))).toEqual({ status: QUOTE_MSG.statusInvalid });
  });
});

describe('quoteListQuerySchema', () => {
  it('coerces query strings and applies defaults', () => {
    expect(quoteListQuerySchema.parse({})).toEqual({
      status: 'all',
      viewed: 'all',
      owner: 'all',
      page: 1,
      pageSize: 20,
    });
    expect(
      quoteListQuerySchema.parse({ search: ' OFF-2026 ', status: 'sent', page: '2', pageSize: '100' }),
    ).toEqual({
      search: 'OFF-2026',
      status: 'sent',
      viewed: 'all',
      owner: 'all',
      page: 2,
      pageSize: 100,
    });
    expect(quoteListQuerySchema.parse({ search: '', status: '', page: '', pageSize: '' })).toEqual({
      status: 'all',
      viewed: 'all',
      owner: 'all',
      page: 1,
      pageSize: 20,
    });
    expect(quoteListQuerySchema.parse({ status: 'all' }).status).toBe('all');
    expect(quoteListQuerySchema.parse({ owner: 'mine' }).owner).toBe('mine');
    expect(quoteListQuerySchema.safeParse({ owner: 'hers' }).success).toBe(false);
  });

  it('refuses bad values with Dutch messages', () => {
    expect(
      messages(
        quoteListQuerySchema.safeParse({
          search: 'x'.repeat(201),
          status: 'paid',
          page: '0',
          pageSize: '500',
        }),
      ),
    ).toEqual({
      search: QUOTE_MSG.searchTooLong,
      status: QUOTE_MSG.statusInvalid,
      page: 'Ongeldig paginanummer',
      pageSize: 'Aantal per pagina moet tussen 1 en 100 liggen',
    });
    expect(quoteListQuerySchema.safeParse({ page: 'een' }).success).toBe(false);
    expect(quoteListQuerySchema.safeParse({ pageSize: '0' }).success).toBe(false);
  });
});

describe('response schemas', () => {
  const now = new Date().toISOString();
  const quote = {
    id: randomUUID(),
    quoteNumber: 'OFF-2026-0001',
    status: 'sent',
    createdAt: now,
    updatedAt: now,
    version: 1,
    sentAt: now,
    decidedAt: null,
    validUntil: '2026-11-22',
    totalAmount: 127.55,
    subtotal: 127.55,
    vatTotal: 26.78,
    totalIncl: 154.33,
    discount: null,
    discountAmount: 0,
    depositPercent: 0,
    depositAmount: 0,
    vat: [
      { rate: 21, base: 127.5, vat: 26.78 },
      { rate: 9, base: 0.05, vat: 0 },
    ],
    customer: sampleCustomer('info@jansen.nl'),
    items: [
      {
        id: randomUUID(),
        position: 0,
        description: 'Advies',
        quantity: 1.5,
        unit: 'uur',
        unitPrice: 85,
        vatRate: 21,
        totalPrice: 127.5,
        ...noOptions,
      },
      {
        id: randomUUID(),
        position: 1,
        description: 'Zegel',
        quantity: 1,
        unit: 'stuk',
        unitPrice: 0.05,
        vatRate: 9,
        totalPrice: 0.05,
        ...noOptions,
      },
    ],
    notes: null,
    templateId: null,
  };

  it('accepts a full quote and its envelope', () => {
    expect(quoteSchema.parse(quote)).toEqual(quote);
    expect(quoteResponseSchema.safeParse({ data: quote }).success).toBe(true);
    expect(quoteSchema.safeParse({ ...quote, status: 'paid' }).success).toBe(false);
    expect(quoteSchema.safeParse({ ...quote, vat: [{ rate: 101, base: 1, vat: 0.06 }] }).success).toBe(false);
  });

  it('accepts a list row with at most 2 item descriptions', () => {
    const row = {
      id: randomUUID(),
      quoteNumber: 'OFF-2026-0001',
      status: 'draft',
      createdAt: now,
      totalAmount: 127.55,
      customer: { name: 'Bakkerij Jansen', email: null },
      itemCount: 3,
      firstItems: ['Advies', 'Zegel'],
    };
    expect(quoteListItemSchema.parse(row)).toEqual(row);
    expect(quoteListItemSchema.safeParse({ ...row, firstItems: ['a', 'b', 'c'] }).success).toBe(false);
    expect(
      quoteListResponseSchema.safeParse({ data: [row], meta: { page: 1, pageSize: 20, total: 1 } }).success,
    ).toBe(true);
  });

  it('accepts history entries and labels every action in Dutch', () => {
    const entry = {
      id: randomUUID(),
      action: 'status_changed',
      at: now,
      by: 'Jan Jansen',
      details: { from: 'draft', to: 'sent' },
    };
    expect(quoteHistoryEntrySchema.parse(entry)).toEqual(entry);
    expect(quoteHistoryEntrySchema.safeParse({ ...entry, action: 'deleted' }).success).toBe(false);
    expect(Object.keys(QUOTE_HISTORY_ACTION_LABELS)).toEqual([
      'created',
      'edited',
      'status_changed',
      'sent',
      'downloaded',
      'duplicated',
      'viewed',
      'customer_accepted',
      'customer_rejected',
      'reminder_sent',
      'expired',
      'link_revoked',
    ]);
    expect(quoteListQuerySchema.parse({ viewed: 'yes' }).viewed).toBe('yes');
    expect(quoteListQuerySchema.safeParse({ viewed: 'misschien' }).success).toBe(false);
  });
});
