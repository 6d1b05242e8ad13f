import { openDB, deleteDB, type DBSchema, type IDBPDatabase } from 'idb';
import { OFFLINE_DB_VERSION } from '@offerteflow/contracts';

/** One cached or locally created record (SPEC §3 Offline store: quotes, customers, templates). */
export interface OfflineRecord<T = unknown> {
  id: string;
  /** What `data` holds: 'quote', 'customer', 'template', or reference data ('catalogue', 'quote-settings'). */
  type: string;
  data: T;
  timestamp: number;
  /** false while a local change has not reached the server; always true for templates. */
  synced: boolean;
}

export type SyncAction = 'create' | 'update' | 'delete';

/**
 * One queued write (SPEC §3 sync_queue); `error` holds the server's Dutch reason after a refusal, and
 * `conflict` the server's version after a 412.
 */
export interface SyncQueueEntry<T = unknown> {
  id: string;
  type: 'quote';
  action: SyncAction;
  data: T;
  /** The id of the record the write is about (an offline_ id for creates). */
  originalId: string;
  timestamp: number;
  /** When a create was first sent: from then on the server may hold it under its Idempotency-Key. */
  sentAt?: number;
  error?: string;
  /**
   * An update the server refused with 412: the quote as the server holds it now, kept until the user
   * keeps their edit (sent again on this version) or takes the server's (sync.ts resolveConflict).
   */
  conflict?: unknown;
}

interface OfflineSchema extends DBSchema {
  quotes: { key: string; value: OfflineRecord };
  customers: { key: string; value: OfflineRecord };
  templates: { key: string; value: OfflineRecord };
  sync_queue: { key: string; value: SyncQueueEntry; indexes: { byTimestamp: number } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;
export type RecordStore = 'quotes' | 'customers' | 'templates';

export const OFFLINE_DB_NAME = 'offerteflow-offline';
/** localStorage key naming the user whose data the database holds. */
export const OFFLINE_OWNER_KEY = 'offerteflow.offline.owner';

let opened: { owner: string; db: Promise<OfflineDb> } | null = null;
let current: OfflineDb | null = null;

async function open(): Promise<OfflineDb> {
  const db: OfflineDb = await openDB<OfflineSchema>(OFFLINE_DB_NAME, OFFLINE_DB_VERSION, {
    upgrade(database) {
      database.createObjectStore('quotes', { keyPath: 'id' });
      database.createObjectStore('customers', { keyPath: 'id' });
      database.createObjectStore('templates', { keyPath: 'id' });
      database.createObjectStore('sync_queue', { keyPath: 'id' }).createIndex('byTimestamp', 'timestamp');
    },
    // Another tab wipes the database (logout, other user): let it, and reopen on next use.
    blocking() {
      db.close();
      if (current === db) opened = null;
    },
  });
  current = db;
  return db;
}

function readOwner(): string | null {
  try {
    return window.localStorage.getItem(OFFLINE_OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(owner: string | null): void {
  try {
    if (owner === null) window.localStorage.removeItem(OFFLINE_OWNER_KEY);
    else window.localStorage.setItem(OFFLINE_OWNER_KEY, owner);
  } catch {
    // storage disabled: the database then lives for this page only
  }
}

/**
 * The database of `userId`. Data of another user on this browser is wiped before it is opened, so
 * one user never sees another's quotes.
 */
export function openOfflineDb(userId: string): Promise<OfflineDb> {
  if (opened?.owner === userId) return opened.db;
  // Claimed synchronously, so concurrent callers share one open (and one wipe).
  const previous = opened;
  const db = (async () => {
    if (previous) (await previous.db.catch(() => null))?.close();
    if (readOwner() !== userId) {
      await deleteDB(OFFLINE_DB_NAME);
      writeOwner(userId);
    }
    return open();
  })();
  opened = { owner: userId, db };
  return db;
}

export async function closeOfflineDb(): Promise<void> {
  const previous = opened;
  opened = null;
  current = null;
  if (previous) (await previous.db.catch(() => null))?.close();
}

/** Logout: everything stored for the user goes. */
export async function wipeOfflineDb(): Promise<void> {
  await closeOfflineDb();
  writeOwner(null);
  await deleteDB(OFFLINE_DB_NAME);
}
