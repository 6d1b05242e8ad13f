/** API key format and hashing: `ofl_` + 40 hex characters (160 random bits); stored as SHA-256 hex. */
import { randomBytes } from 'node:crypto';
import { API_KEY_DISPLAY_LENGTH, API_KEY_PREFIX } from '@offerteflow/contracts';
import { sha256Hex } from '../../common/sha256';

const KEY_PATTERN = /^ofl_[0-9a-f]{40}$/;

export function generateApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(20).toString('hex')}`;
  return { key, prefix: key.slice(0, API_KEY_DISPLAY_LENGTH), hash: hashApiKey(key) };
}

export const hashApiKey = (key: string): string => sha256Hex(key);

/** Cheap syntax check before any database lookup. */
export const isWellFormedApiKey = (key: string): boolean => KEY_PATTERN.test(key);
