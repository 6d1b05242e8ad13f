import type { Request } from 'express';

/** The caller as stored with a session or a customer's decision, and counted by the throttles. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** The caller's IP (as Express resolves it under TRUST_PROXY) and user agent. */
export const clientOf = (req: Request): ClientInfo => ({
  ip: req.ip ?? null,
  userAgent: req.get('user-agent') ?? null,
});
