/**
 * Where uploaded files live. The default adapter keeps them in PostgreSQL (table stored_files), so an
 * API replica and a worker on other machines read the same bytes. Keys are generated ids, never paths
 * built from user input.
 */
export interface StoredFileMeta {
  companyId: string;
  fileName: string;
  mimeType: string;
}

import type { Readable } from 'node:stream';

export abstract class FileStorage {
  /** Stores the bytes and returns the new key. */
  abstract put(data: Buffer, meta: StoredFileMeta): Promise<string>;
  /** The bytes of a key, or null when it does not exist (deleted, reset). */
  abstract get(key: string): Promise<Buffer | null>;
  abstract delete(key: string): Promise<void>;
  /**
   * Stores bytes as they come (a file too large for one buffer, e.g. a company export); answers the
   * key and size. A failing source stores nothing.
   */
  abstract putStream(
    data: AsyncIterable<Buffer>,
    meta: StoredFileMeta,
  ): Promise<{ key: string; sizeBytes: number }>;
  /** The bytes of a key as a stream read piece by piece, or null when it does not exist. */
  abstract openStream(key: string): Promise<{ sizeBytes: number; stream: Readable } | null>;
  /** Removes every file of a company (onboarding reset). */
  abstract deleteForCompany(companyId: string): Promise<void>;
}
