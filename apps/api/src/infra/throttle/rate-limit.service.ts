/**
 * The one owner of the rule "count a hit, refuse past the limit": every throttle (login, password
 * reset, registrations, e-mails, API keys, AI text, public quote links) states its limits and lets this
 * count them on the shared store (Redis when configured, memory otherwise).
 */
import { Inject, Injectable } from '@nestjs/common';
import { tooManyRequests, type AppError } from '../../common/app-error';
import { sha256Hex } from '../../common/sha256';
import type { RateLimitStore } from './rate-limiter';

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

/** One counter: at most `limit` hits per fixed window of `windowSeconds`. */
export interface Limit {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** A counter key that does not store the identifying part (an IP, an e-mail address) in clear. */
export const limitKey = (prefix: string, ...parts: string[]): string =>
  `${prefix}:${sha256Hex(parts.join('|')).slice(0, 32)}`;

@Injectable()
export class RateLimits {
  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  /**
   * Counts one hit on every limit at once; the seconds until the caller may try again when any of them
   * is now past its limit (the longest wait of those), else null.
   */
  async exceeded(...limits: Limit[]): Promise<number | null> {
    const hits = await Promise.all(limits.map((l) => this.store.hit(l.key, l.windowSeconds)));
    const waits = hits.filter((hit, i) => hit.count > limits[i]!.limit).map((hit) => hit.resetInSeconds);
    return waits.length ? Math.max(1, ...waits) : null;
  }

  /**
   * Counts one hit on every limit and throws `refusal` (429 TOO_MANY_REQUESTS by default) past one,
   * with `Retry-After` set to the seconds until the exceeded window ends.
   */
  async consume(limits: Limit | Limit[], refusal: () => AppError = tooManyRequests): Promise<void> {
    const wait = await this.exceeded(...(Array.isArray(limits) ? limits : [limits]));
    if (wait !== null) throw refusal().withHeaders({ 'Retry-After': String(wait) });
  }

  /** Forgets a counter (after a successful login, the failed attempts before it no longer count). */
  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }
}

/** The per-IP counter allows this many times the per-IP+account limit (one office, many users). */
export const PER_IP_FACTOR = 10;

/**
 * Guessing limits: `limit` attempts per IP on one account (an e-mail address), and a looser cap on the
 * IP alone. `prefix` names the counters (`login`, `forgot`); the account pair is the first.
 */
export function perAccountAndIp(
  prefix: string,
  ip: string,
  account: string,
  { limit, windowSeconds }: Omit<Limit, 'key'>,
): [Limit, Limit] {
  return [
    { key: limitKey(prefix, ip, account.toLowerCase()), limit, windowSeconds },
    { key: limitKey(`${prefix}-ip`, ip), limit: limit * PER_IP_FACTOR, windowSeconds },
  ];
}
