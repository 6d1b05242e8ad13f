/** API key format and hashing: `ofl_` + 40 hex characters (160 random bits); stored as SHA-256 hex. */
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_DISPLAY_LENGTH, API_KEY_PREFIX } from '@offerteflow/contracts';

const KEY_PATTERN = /^ofl_[0-9a-f]{40}$/;

export function generateApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(20).toString('hex')}`;
  return { key, prefix: key.slice(0, API_KEY_DISPLAY_LENGTH), hash: hashApiKey(key) };
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Cheap syntax check before any database lookup. */
export const isWellFormedApiKey = (key: string): boolean => KEY_PATTERN.test(key);
