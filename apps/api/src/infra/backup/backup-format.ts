/**
 * The backup file: one ZIP (deflate, ZIP64 when large) holding `tables/<name>.ndjson` per table, in
 * foreign-key order, and `manifest.json` last. A table file has one JSON array per row with each
 * column's PostgreSQL text representation (null stays null), so restore feeds the same text back to
 * the column's input function: exact for every type (bytea as \x hex, timestamps in UTC, numerics,
 * arrays, jsonb) without a type table of our own.
 */
import { z } from 'zod';

export const BACKUP_FORMAT = 'offerteflow-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `tables/${table}.ndjson`;

/** Session settings of both sides, so text values mean the same when written and read. */
export const SESSION_SETTINGS = [
  "SET TimeZone = 'UTC'",
  "SET DateStyle = 'ISO, YMD'",
  "SET IntervalStyle = 'postgres'",
  'SET extra_float_digits = 3',
  "SET bytea_output = 'hex'",
];

const tableSchema = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)).min(1),
  rows: z.number().int().nonnegative(),
  /** SHA-256 (hex) of the table file's bytes. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  /** The last applied migration: the schema version of the data. */
  schemaVersion: z.string(),
  /** Every applied migration, oldest first. */
  migrations: z.array(z.string()).min(1),
  postgresVersion: z.string(),
  /** In foreign-key order: restore inserts them in this order. */
  tables: z.array(tableSchema),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupTable = z.infer<typeof tableSchema>;

/** `offerteflow-2026-11-27T10-15-03Z.zip`: sortable, no characters a file system refuses. */
export function backupFileName(at: Date): string {
  return `offerteflow-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}.zip`;
}
