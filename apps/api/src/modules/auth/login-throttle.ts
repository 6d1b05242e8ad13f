/**
 * Throttles for guessing and account farming: login per IP + e-mail (looser cap per IP), wrong current
 * passwords per user (same limit and window as login), registrations per IP per hour. Redis-backed when
 * REDIS_URL is set.
 */
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { tooManyRequests } from '../../common';
import { RATE_LIMIT_STORE } from '../../infra/throttle/throttle.module';
import type { RateLimitStore } from '../../infra/throttle/rate-limiter';

/** The per-IP cap is this many times the per-IP+e-mail limit. */
export const PER_IP_FACTOR = 10;

const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32);

@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  private keys(ip: string, email: string) {
    return { pair: `login:${digest(`${ip}|${email.toLowerCase()}`)}`, ip: `login-ip:${digest(ip)}` };
  }

  /** Counts the attempt; throws 429 once either limit is exceeded. */
  async attempt(ip: string, email: string): Promise<void> {
    const { limit, windowSeconds } = this.config.loginThrottle;
    const keys = this.keys(ip, email);
    const [pair, perIp] = await Promise.all([
      this.store.hit(keys.pair, windowSeconds),
      this.store.hit(keys.ip, windowSeconds),
    ]);
    if (pair > limit || perIp > limit * PER_IP_FACTOR) throw tooManyRequests();
  }

  /** Counts a password-change attempt of this user; 429 beyond the login limit within its window. */
  async attemptPasswordChange(userId: string): Promise<void> {
    const { limit, windowSeconds } = this.config.loginThrottle;
    if ((await this.store.hit(`password-change:${userId}`, windowSeconds)) > limit) throw tooManyRequests();
  }

  async passwordChangeSucceeded(userId: string): Promise<void> {
    await this.store.reset(`password-change:${userId}`);
  }

  /** Counts a registration attempt from this IP; 429 beyond REGISTER_THROTTLE_LIMIT per hour. */
  async attemptRegister(ip: string): Promise<void> {
    const count = await this.store.hit(`register-ip:${digest(ip)}`, 3600);
    if (count > this.config.registerThrottleLimit) throw tooManyRequests();
  }

  /** After a successful login only this IP + e-mail pair is cleared; the per-IP counter stays. */
  async succeeded(ip: string, email: string): Promise<void> {
    await this.store.reset(this.keys(ip, email).pair);
  }
}
