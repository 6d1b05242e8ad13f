import type {
  Customer,
  Quote,
  QuoteCreateInput,
  QuoteListItem,
  QuoteListResponse,
} from '@offerteflow/contracts';
import { QUOTE_LIST_ITEM_PREVIEW, quoteCreateSchema, type QuoteCreateData } from '@offerteflow/contracts';
import {
  computeQuoteTotalsFromEuros,
  defaultVatRate,
  quoteTotalsToEuros,
  STANDARD_VAT_RATE,
} from '@offerteflow/domain';
import type { OfflineRecord, SyncQueueEntry } from '../../../offline/db';
import {
  currentDb,
  isOfflineId,
  newOfflineId,
  notifyOfflineChange,
  readRecords,
  type OfflineFlags,
} from '../../../offline/store';
import { readQuoteSettings } from '../../../offline/reference';
import { sessionStore } from '../../../lib/session';
import type { QuoteListParams } from '../list-request';

/** The logged-in user as the author of a quote made on this device (the offline store is per user). */
function localAuthor(): Quote['createdBy'] {
  const user = sessionStore.getSnapshot().user;
  return user ? { id: user.id, name: user.name } : null;
}

/** What the quotes store keeps per quote: the list row, plus the full quote once its detail was seen. */
export type CachedQuote = QuoteListItem & Partial<Quote>;
/** A quote saved on this device only, waiting in the sync queue. */
export type SavedLocally = CachedQuote & { offline: true; synced: false };
/** A row of the list from the local store: its sync state, the server's refusal, a version conflict. */
export type LocalQuoteRow = QuoteListItem & OfflineFlags & { syncError?: string; syncConflict?: boolean };

export const SAVED_OFFLINE_TOAST = {
  title: 'Offerte offline opgeslagen',
  description: 'De offerte wordt verstuurd zodra u weer online bent en synchroniseert.',
} as const;

/** True for what the offline store saved instead of the server. */
export const savedLocally = (quote: object): quote is SavedLocally =>
  'offline' in quote && quote.offline === true;

/** Shown as the number of a quote that has not reached the server yet (it has no number then). */
export const UNSYNCED_NUMBER = 'Concept (offline)';

export function toListItem(quote: Quote): CachedQuote {
  return {
    ...quote,
    itemCount: quote.items.length,
    firstItems: quote.items.slice(0, QUOTE_LIST_ITEM_PREVIEW).map((item) => item.description),
  };
}

async function customerSnapshot(input: QuoteCreateData, base?: CachedQuote): Promise<Quote['customer']> {
  const empty = { postalCode: null, city: null, country: null, kvkNumber: null, vatNumber: null };
  if (input.customer) {
    const c = input.customer as Record<string, string | null | undefined> & { name: string };
    return {
      ...empty,
      id: null,
      name: c.name,
      email: c.email || null,
      phone: c.phone || null,
      address: c.address || null,
      postalCode: c.postalCode || null,
      city: c.city || null,
      country: c.country || null,
    };
  }
  // An edit keeps the quote's own snapshot of its customer; otherwise the cached customer list.
  if (base?.customer && 'id' in base.customer && base.customer.id === input.customerId) return base.customer;
  const db = await currentDb();
  const record = input.customerId ? await db?.get('customers', input.customerId) : undefined;
  const customer = record?.data as Customer | undefined;
  return {
    ...empty,
    id: input.customerId ?? null,
    name: customer?.name ?? '',
    email: customer?.email ?? null,
    phone: customer?.phone ?? null,
    address: customer?.address ?? null,
  };
}

/** The quote as the app shows it before the server has it: totals from the shared domain rules. */
export async function buildLocalQuote(
  id: string,
  body: QuoteCreateInput,
  base?: CachedQuote,
): Promise<CachedQuote> {
  // The same contract the server applies; the form has validated already, so this only normalises.
  const input = quoteCreateSchema.parse(body);
  const settings = await readQuoteSettings();
  const fallbackRate = settings ? defaultVatRate(settings) : STANDARD_VAT_RATE;
  const items = input.items.map((item, position) => ({
    id: `${id}-${position}`,
    position,
    description: item.description,
    quantity: item.quantity,
    unit: item.unit,
    unitPrice: item.unitPrice,
    vatRate: item.vatRate ?? fallbackRate,
    totalPrice: 0,
    discount: item.discount,
    discountAmount: 0,
    optional: item.optional,
    choiceGroup: item.choiceGroup,
    selected: item.selected,
    included: true,
  }));
  // The server's settings default for the deposit is not known offline: the quote's own, else none.
  const options = {
    discount: input.discount,
    depositPercent: input.depositPercent ?? base?.depositPercent ?? 0,
  };
  const computed = computeQuoteTotalsFromEuros(items, options);
  const totals = quoteTotalsToEuros(computed);
  items.forEach((item, index) => {
    const line = computed.lines[index];
    item.totalPrice = totals.lineTotals[index] ?? 0;
    item.discountAmount = line ? line.discountCents / 100 : 0;
    item.included = line?.included ?? true;
  });
  const now = new Date().toISOString();
  const quote: Quote = {
    id,
    quoteNumber: base?.quoteNumber ?? UNSYNCED_NUMBER,
    status: base?.status ?? 'draft',
    createdAt: base?.createdAt ?? now,
    updatedAt: now,
    // The server version this local copy is based on (1 for a quote the server has not seen yet).
    version: base?.version ?? 1,
    sentAt: base?.sentAt ?? null,
    decidedAt: base?.decidedAt ?? null,
    validUntil: input.validUntil || null,
    totalAmount: totals.totalAmount,
    subtotal: totals.subtotal,
    vatTotal: totals.vatTotal,
    totalIncl: totals.totalIncl,
    discount: input.discount,
    discountAmount: totals.discountAmount,
    depositPercent: options.depositPercent,
    depositAmount: totals.depositAmount,
    vat: totals.vat,
    customer: await customerSnapshot(input, base),
    items,
    notes: input.notes || null,
    templateId: input.templateId || null,
    createdBy: base?.createdBy ?? localAuthor(),
  };
  return toListItem(quote);
}

function entry(action: SyncQueueEntry['action'], originalId: string, data: unknown): SyncQueueEntry {
  return { id: crypto.randomUUID(), type: 'quote', action, data, originalId, timestamp: Date.now() };
}

function requireDb<T>(db: T | null): T {
  if (!db) throw new Error('Offline opslag is niet beschikbaar in deze browser.');
  return db;
}

/** A quote made without a connection: stored with an offline_ id and queued as a create. */
export async function createQuoteOffline(
  input: QuoteCreateInput,
  id = newOfflineId(),
): Promise<SavedLocally> {
  const db = requireDb(await currentDb());
  const quote = await buildLocalQuote(id, input);
  const tx = db.transaction(['quotes', 'sync_queue'], 'readwrite');
  await tx
    .objectStore('quotes')
    .put({ id, type: 'quote', data: quote, timestamp: Date.now(), synced: false });
  await tx.objectStore('sync_queue').put(entry('create', id, input));
  await tx.done;
  notifyOfflineChange();
  return { ...quote, offline: true, synced: false };
}

/**
 * What a queued edit holds: the new body and the server version it is based on (sent as If-Match), or
 * null while the quote's create has not reached the server (filled in when it does). Entries queued
 * by an earlier release carry `baseUpdatedAt` instead (sync.ts still reads them).
 */
export interface UpdatePayload {
  body: QuoteCreateInput;
  baseVersion: number | null;
  baseUpdatedAt?: string | null;
}

/**
 * An edit without a connection: folded into a pending create, or queued as an update based on
 * `version` (the server version the user edited; else the cached copy's).
 */
export async function updateQuoteOffline(
  id: string,
  input: QuoteCreateInput,
  version?: number,
): Promise<SavedLocally> {
  const db = requireDb(await currentDb());
  // Built before the transaction opens: awaiting other work inside it would let it commit early.
  const previous = (await db.get('quotes', id)) as OfflineRecord<CachedQuote> | undefined;
  const quote = await buildLocalQuote(id, input, previous?.data);
  const tx = db.transaction(['quotes', 'sync_queue'], 'readwrite');
  const queue = tx.objectStore('sync_queue');
  const pending = (await queue.getAll()).filter((e) => e.originalId === id);
  const create = pending.find((e) => e.action === 'create');
  // A create not yet sent takes the new content, and so does one the server refused (it keeps only
  // what it accepted, so the key is free again). Once sent and not refused, the server may hold it
  // under its key (same key, other body answers 422), so the edit follows as an update after it.
  if (create && (!create.sentAt || create.error))
    await queue.put({ ...create, data: input, error: undefined });
  else {
    // The server version the first offline edit started from (If-Match of the sync): the server
    // refuses to let it overwrite a newer one. A second edit keeps the first one's base.
    const earlier = pending.find((e) => e.action === 'update')?.data as UpdatePayload | undefined;
    const base = earlier ? earlier.baseVersion : (version ?? previous?.data.version ?? null);
    for (const e of pending) if (e.action === 'update') await queue.delete(e.id);
    const payload: UpdatePayload = { body: input, baseVersion: create ? null : base };
    if (earlier?.baseUpdatedAt !== undefined) payload.baseUpdatedAt = earlier.baseUpdatedAt;
    await queue.put(entry('update', id, payload));
  }
  await tx
    .objectStore('quotes')
    .put({ id, type: 'quote', data: quote, timestamp: Date.now(), synced: false });
  await tx.done;
  notifyOfflineChange();
  return { ...quote, offline: true, synced: false };
}

/**
 * A delete without a connection: a quote that never reached the server just disappears; otherwise
 * (a server quote, or a create already sent once) a delete is queued after what is pending.
 */
export async function deleteQuoteOffline(id: string): Promise<void> {
  const db = requireDb(await currentDb());
  const tx = db.transaction(['quotes', 'sync_queue'], 'readwrite');
  const queue = tx.objectStore('sync_queue');
  const pending = (await queue.getAll()).filter((e) => e.originalId === id);
  const sentCreate = pending.find((e) => e.action === 'create' && e.sentAt);
  for (const e of pending) if (e !== sentCreate) await queue.delete(e.id);
  if (!isOfflineId(id) || sentCreate) await queue.put(entry('delete', id, null));
  await tx.objectStore('quotes').delete(id);
  await tx.done;
  notifyOfflineChange();
}

/** The quotes list from the local store, filtered and paged like GET /api/quotes. */
export async function listQuotesOffline(
  params: QuoteListParams,
): Promise<{ data: LocalQuoteRow[]; meta: QuoteListResponse['meta'] }> {
  const [rows, queue] = await Promise.all([readRecords<CachedQuote>('quotes', 'quote'), queueErrors()]);
  const search = params.search.toLowerCase();
  const matches = rows
    .filter((q) => params.status === 'all' || q.status === params.status)
    // 'Bekeken' as last seen online (viewedAt of the cached row).
    .filter((q) => params.viewed === 'all' || Boolean(q.viewedAt) === (params.viewed === 'yes'))
    .filter((q) => params.owner === 'all' || (!!q.createdBy && q.createdBy.id === localAuthor()?.id))
    .filter(
      (q) =>
        !search ||
        [q.quoteNumber, q.customer.name, q.customer.email ?? ''].some((v) =>
          v.toLowerCase().includes(search),
        ),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const start = (params.page - 1) * params.pageSize;
  const data = matches.slice(start, start + params.pageSize).map((q) => {
    const { itemCount, firstItems, id, quoteNumber, status, createdAt, totalAmount, customer, createdBy } = q;
    return {
      id,
      quoteNumber,
      status,
      createdAt,
      totalAmount,
      itemCount,
      firstItems,
      customer: { name: customer.name, email: customer.email },
      createdBy,
      offline: true as const,
      synced: q.synced,
      syncError: queue.get(id)?.error,
      syncConflict: queue.get(id)?.conflict,
    };
  });
  return { data, meta: { page: params.page, pageSize: params.pageSize, total: matches.length } };
}

/** Per quote id: the refusal of its waiting change (the server's reason, and whether it is a conflict). */
export async function queueErrors(): Promise<Map<string, { error: string; conflict: boolean }>> {
  const db = await currentDb();
  const errors = new Map<string, { error: string; conflict: boolean }>();
  for (const e of (await db?.getAll('sync_queue')) ?? [])
    if (e.error) errors.set(e.originalId, { error: e.error, conflict: e.conflict !== undefined });
  return errors;
}
