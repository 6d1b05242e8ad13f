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

export abstract class FileStorage {
  /** Stores the bytes and returns the new key. */
  abstract put(data: Buffer, meta: StoredFileMeta): Promise<string>;
  /** The bytes of a key, or null when it does not exist (deleted, reset). */
  abstract get(key: string): Promise<Buffer | null>;
  abstract delete(key: string): Promise<void>;
  /** Removes every file of a company (onboarding reset). */
  abstract deleteForCompany(companyId: string): Promise<void>;
}
