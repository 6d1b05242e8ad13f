/**
 * The access token's key and its verification. Tokens are signed by jsonwebtoken (@nestjs/jwt, HS256);
 * they are checked here with one HMAC over the key object, because they are checked on every request and
 * jsonwebtoken's general path (callbacks, algorithm tables, three base64url conversions in jwa, claim
 * options this API does not use) cost more than the HMAC itself. The checks are jsonwebtoken's for
 * these tokens: three base64url parts, a header whose alg is exactly HS256 (so never `none` or another
 * algorithm), the signature compared in constant time as the text the signer wrote, a JSON object as
 * payload, and `exp`/`nbf` (seconds, numbers when present) against the clock; `iat`, when present, a number.
 */
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * A key object made once: given the string, jsonwebtoken tries it as a public key on every call before
 * falling back (117 µs per verify against 22 µs, decision 81).
 */
export const accessTokenKey = (secret: string): KeyObject => createSecretKey(Buffer.from(secret, 'utf8'));

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The token's claims, or null when it is malformed, not HS256, wrongly signed, expired or not yet valid. */
export function verifyHs256(
  token: string,
  key: KeyObject,
  nowMs = Date.now(),
): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  if (
    signature.length !== expected.length ||
    !timingSafeEqual(Buffer.from(signature, 'latin1'), Buffer.from(expected, 'latin1'))
  )
    return null;
  if (jsonObject(header)?.alg !== 'HS256') return null;
  const claims = jsonObject(payload);
  if (!claims) return null;
  const now = Math.floor(nowMs / 1000);
  const { exp, nbf, iat } = claims;
  if (exp !== undefined && (typeof exp !== 'number' || now >= exp)) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null;
  if (iat !== undefined && typeof iat !== 'number') return null;
  return claims;
}
