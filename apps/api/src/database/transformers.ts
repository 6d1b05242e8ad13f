/** Column transformers: PostgreSQL bigint and numeric arrive as strings; the app works with numbers. */
import type { ValueTransformer } from 'typeorm';

const toNumber = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

/** bigint cents <-> number (every amount the contracts allow is far inside the safe-integer range). */
export const bigintNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: toNumber,
};

/** numeric (e.g. quantity with 3 decimals) <-> number. */
export const numericNumber: ValueTransformer = bigintNumber;
