import { createHash } from 'node:crypto';

/**
 * SHA-256 as 64 hex characters: how secrets handed to clients (refresh tokens, reset tokens, API
 * keys, public quote links) are stored, and how a document's content is fingerprinted.
 */
export const sha256Hex = (value: string | Buffer): string => createHash('sha256').update(value).digest('hex');
