import { OFFLINE_ID_PREFIX } from '@offerteflow/contracts';
import { sessionStore } from '../lib/session';
import {
  openOfflineDb,
  type OfflineDb,
  type OfflineRecord,
  type RecordStore,
  type SyncQueueEntry,
} from './db';

/** Flags every record read from the local store carries (SPEC §3: flagged offline with synced state). */
export interface OfflineFlags {
  offline?: true;
  synced?: boolean;
}

export const isOfflineId = (id: string) => id.startsWith(OFFLINE_ID_PREFIX);

export function newOfflineId(): string {
  return `${OFFLINE_ID_PREFIX}${crypto.randomUUID()}`;
}

/** The signed-in user's database, or null without a session (nothing is cached then). */
export async function currentDb(): Promise<OfflineDb | null> {
  const userId = sessionStore.getSnapshot().user?.id;
  if (!userId || typeof indexedDB === 'undefined') return null;
  try {
    return await openOfflineDb(userId);
  } catch {
    return null; // IndexedDB refused (private mode): the app works online only
  }
}

const CHANNEL = 'offerteflow-offline';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function ensureChannel(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => emitLocal();
}

function emitLocal(): void {
  for (const listener of listeners) listener();
}

/** Tell this tab and the others that the local data changed (queue, records). */
export function notifyOfflineChange(): void {
  emitLocal();
  ensureChannel();
  channel?.postMessage('changed');
}

export function subscribeOfflineChanges(listener: () => void): () => void {
  ensureChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Write records read online; local unsynced records are never overwritten by a server copy. */
export async function putRecords<T>(
  store: RecordStore,
  type: string,
  rows: readonly { id: string; data: T }[],
  merge?: (previous: T | undefined, next: T) => T,
): Promise<void> {
  const db = await currentDb();
  if (!db || rows.length === 0) return;
  const tx = db.transaction(store, 'readwrite');
  const now = Date.now();
  for (const row of rows) {
    const previous = (await tx.store.get(row.id)) as OfflineRecord<T> | undefined;
    if (previous && !previous.synced) continue;
    const data = merge ? merge(previous?.data, row.data) : row.data;
    await tx.store.put({ id: row.id, type, data, timestamp: now, synced: true });
  }
  await tx.done;
}

/** Records of one type, each flagged offline with its synced state. */
export async function readRecords<T>(store: RecordStore, type: string): Promise<(T & OfflineFlags)[]> {
  const db = await currentDb();
  if (!db) return [];
  const all = (await db.getAll(store)) as OfflineRecord<T>[];
  return all
    .filter((record) => record.type === type)
    .map((record) => ({ ...record.data, offline: true as const, synced: record.synced }));
}

export async function readRecord<T>(store: RecordStore, id: string): Promise<(T & OfflineFlags) | null> {
  const db = await currentDb();
  const record = (await db?.get(store, id)) as OfflineRecord<T> | undefined;
  return record ? { ...record.data, offline: true as const, synced: record.synced } : null;
}

/** Drop synced records of a type that the server no longer lists (unsynced ones stay). */
export async function pruneRecords(
  store: RecordStore,
  type: string,
  keepIds: ReadonlySet<string>,
): Promise<void> {
  const db = await currentDb();
  if (!db) return;
  const tx = db.transaction(store, 'readwrite');
  for (const record of await tx.store.getAll()) {
    if (record.type === type && record.synced && !keepIds.has(record.id)) await tx.store.delete(record.id);
  }
  await tx.done;
}

export async function queueEntries(): Promise<SyncQueueEntry[]> {
  const db = await currentDb();
  if (!db) return [];
  return db.getAllFromIndex('sync_queue', 'byTimestamp');
}

/** SPEC §3: the local counter of unsynced changes. */
export async function pendingCount(): Promise<number> {
  const db = await currentDb();
  return db ? db.count('sync_queue') : 0;
}
