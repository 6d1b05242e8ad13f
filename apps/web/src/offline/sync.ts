import { quoteSchema, type Quote, type QuoteCreateInput } from '@offerteflow/contracts';
import { createQuotesApi } from '../features/quotes/api';
import { ApiError, apiClient, type ApiClient } from '../lib/api-client';
import { CONFLICT_TEXT, versionConflict } from '../lib/versioning';
import type { OfflineDb, SyncQueueEntry } from './db';
import { toListItem, type CachedQuote, type UpdatePayload } from '../features/quotes/offline/quotes';
import { currentDb, notifyOfflineChange, queueEntries } from './store';

export interface SyncOutcome {
  /** Entries the server accepted (removed from the queue). */
  synced: number;
  /** Entries the server refused (kept, marked with its Dutch reason). */
  rejected: number;
  /** True when the connection failed: the rest waits for the next attempt. */
  interrupted: boolean;
}

/** The Web Locks name: one sync at a time across all tabs of this browser. */
export const SYNC_LOCK = 'offerteflow-sync';

export const CONFLICT_MESSAGE = CONFLICT_TEXT.offline;
const GONE_MESSAGE = 'Deze offerte bestaat niet meer op de server.';

/** An update the server refused because the quote changed there since (412, or an old entry's check). */
class SyncConflict extends Error {
  constructor(readonly current: Quote) {
    super(CONFLICT_MESSAGE);
  }
}

/**
 * Failures that mean "try again later" rather than "the server refuses this". A 409 on a create is its
 * Idempotency-Key still being processed by an earlier send: the server may yet keep that one.
 */
function isTransient(error: unknown): boolean {
  if (error instanceof SyncConflict) return false;
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 409 ||
    error.status === 429 ||
    error.status >= 500
  );
}

/**
 * Keeps a refused entry with the server's reason (and, for a conflict, the server's quote). Read again
 * first: sending may have stamped `sentAt` on it, which must stay (the key may be known to the server).
 */
async function markRejected(entry: SyncQueueEntry, message: string, conflict?: Quote): Promise<void> {
  const db = await currentDb();
  const stored = (await db?.get('sync_queue', entry.id)) ?? entry;
  await db?.put('sync_queue', { ...stored, error: message, ...(conflict ? { conflict } : {}) });
}

async function dropEntry(entry: SyncQueueEntry): Promise<void> {
  const db = await currentDb();
  await db?.delete('sync_queue', entry.id);
}

/** Sends one entry; the create's Idempotency-Key is its offline id, so a replay never duplicates. */
async function send(client: ApiClient, entry: SyncQueueEntry): Promise<void> {
  const api = createQuotesApi(client);
  const db = await currentDb();
  if (!db) return;
  if (entry.action === 'create') {
    if (!entry.sentAt) await db.put('sync_queue', { ...entry, sentAt: Date.now() });
    const quote = await api.create(entry.data as QuoteCreateInput, entry.originalId);
    await adoptServerQuote(db, entry, quote);
    return;
  }
  if (entry.action === 'update') {
    const quote = await sendUpdate(api, entry);
    const tx = db.transaction(['quotes', 'sync_queue'], 'readwrite');
    await tx
      .objectStore('quotes')
      .put({ id: quote.id, type: 'quote', data: toListItem(quote), timestamp: Date.now(), synced: true });
    await tx.objectStore('sync_queue').delete(entry.id);
    await tx.done;
    return;
  }
  try {
    await api.remove(entry.originalId);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await db.delete('quotes', entry.originalId);
  await dropEntry(entry);
}

/**
 * Sends a queued edit with If-Match of the version it is based on: the server refuses it (412) when
 * the quote changed there since, and the check and the write are one, so nothing can slip in between.
 * An entry queued by an earlier release has only the updatedAt it started from: it is checked against
 * the server's copy and then sent on that copy's version.
 */
async function sendUpdate(api: ReturnType<typeof createQuotesApi>, entry: SyncQueueEntry): Promise<Quote> {
  const { body, baseVersion, baseUpdatedAt } = entry.data as UpdatePayload;
  let version = baseVersion;
  if (version === null || version === undefined) {
    const current = await api.get(entry.originalId);
    if (baseUpdatedAt && current.updatedAt !== baseUpdatedAt) throw new SyncConflict(current);
    version = current.version;
  }
  try {
    return await api.update(entry.originalId, body, version);
  } catch (error) {
    const current = versionConflict(error, quoteSchema);
    throw current ? new SyncConflict(current) : error;
  }
}

/**
 * The user's choice for an edit the server refused with a conflict: 'mine' sends the edit again, now on
 * the server's version (If-Match), at the next sync; 'server' drops the edit and keeps the server's
 * quote on the device. Nothing happens when the quote has no such entry.
 */
export async function resolveConflict(quoteId: string, choice: 'mine' | 'server'): Promise<void> {
  const db = await currentDb();
  if (!db) return;
  const tx = db.transaction(['quotes', 'sync_queue'], 'readwrite');
  const queue = tx.objectStore('sync_queue');
  const entry = (await queue.getAll()).find((e) => e.originalId === quoteId && e.conflict !== undefined);
  const server = quoteSchema.safeParse(entry?.conflict);
  if (entry && server.success) {
    if (choice === 'mine') {
      const data: UpdatePayload = {
        body: (entry.data as UpdatePayload).body,
        baseVersion: server.data.version,
      };
      await queue.put({ ...entry, data, error: undefined, conflict: undefined });
    } else {
      await queue.delete(entry.id);
      const quotes = tx.objectStore('quotes');
      await quotes.put({
        id: quoteId,
        type: 'quote',
        data: toListItem(server.data),
        timestamp: Date.now(),
        synced: true,
      });
    }
  }
  await tx.done;
  notifyOfflineChange();
}

/**
 * The server's quote replaces the offline one everywhere: the record moves to the server id (with its
 * real number) and later entries about the offline id (an edit or delete made after the create was
 * first sent) now point at the server id, the edit based on the server's version.
 */
async function adoptServerQuote(db: OfflineDb, entry: SyncQueueEntry, quote: Quote): Promise<void> {
  const tx = db.transaction(['quotes', 'sync_queue'], 'readwrite');
  const quotes = tx.objectStore('quotes');
  const queue = tx.objectStore('sync_queue');
  const local = (await quotes.get(entry.originalId))?.data as CachedQuote | undefined;
  const later = (await queue.getAll()).filter((e) => e.originalId === entry.originalId && e.id !== entry.id);
  for (const e of later) {
    const data: unknown =
      e.action === 'update' ? { ...(e.data as UpdatePayload), baseVersion: quote.version } : e.data;
    await queue.put({ ...e, originalId: quote.id, data });
  }
  const server = toListItem(quote);
  const data =
    later.length > 0 && local ? { ...local, id: quote.id, quoteNumber: quote.quoteNumber } : server;
  await quotes.delete(entry.originalId);
  await quotes.put({ id: quote.id, type: 'quote', data, timestamp: Date.now(), synced: later.length === 0 });
  await queue.delete(entry.id);
  await tx.done;
}

async function runSync(client: ApiClient): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { synced: 0, rejected: 0, interrupted: false };
  // Read inside the lock: another tab may just have sent some of these.
  const db = await currentDb();
  for (const { id } of await queueEntries()) {
    // Re-read: an earlier create in this run may have moved this entry to its server id.
    const entry = await db?.get('sync_queue', id);
    if (!entry || entry.error) continue; // gone, or refused before: waits until the user changes it
    try {
      await send(client, entry);
      outcome.synced += 1;
    } catch (error) {
      if (isTransient(error)) {
        outcome.interrupted = true;
        break;
      }
      const message =
        error instanceof ApiError && error.status === 404 ? GONE_MESSAGE : (error as Error).message;
      await markRejected(entry, message, error instanceof SyncConflict ? error.current : undefined);
      outcome.rejected += 1;
    } finally {
      notifyOfflineChange();
    }
  }
  return outcome;
}

let inFlight: Promise<SyncOutcome> | null = null;

/**
 * Sends the queue in order, once at a time per browser: a Web Lock serialises tabs (where the API
 * exists) and the Idempotency-Key makes even a doubled send create one quote.
 */
export function syncNow(client: ApiClient = apiClient): Promise<SyncOutcome> {
  if (inFlight) return inFlight;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run: Promise<SyncOutcome> = locks
    ? (locks.request(SYNC_LOCK, () => runSync(client)) as unknown as Promise<SyncOutcome>)
    : runSync(client);
  const current = run.finally(() => {
    inFlight = null;
  });
  inFlight = current;
  return current;
}
