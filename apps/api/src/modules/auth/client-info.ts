import type { Request } from 'express';
import type { ClientInfo } from './auth.service';

/** The caller's IP (as Express resolves it under TRUST_PROXY) and user agent. */
export const clientOf = (req: Request): ClientInfo => ({
  ip: req.ip ?? null,
  userAgent: req.get('user-agent') ?? null,
});
