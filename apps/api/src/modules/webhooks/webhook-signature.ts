/**
 * Offerteflow-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. Receivers
 * recompute v1 over the raw body and reject old timestamps (replay); see docs/api-keys-and-webhooks.md.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Offerteflow-Signature';

export const generateWebhookSecret = (): string => `whsec_${randomBytes(24).toString('hex')}`;

export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** The receiver's check (also used by the tests): signature valid and at most `toleranceSeconds` old. */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  toleranceSeconds = 300,
  now = Math.floor(Date.now() / 1000),
): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(now - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureHeader(secret, body, t).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
