/**
 * Throttles for guessing and account farming: login per IP + e-mail (looser cap per IP), wrong current
 * passwords per user (same limit and window as login), registrations per IP per hour. Redis-backed when
 * REDIS_URL is set.
 */
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { limitKey, perAccountAndIp, RateLimits } from '../../infra/throttle/rate-limit.service';

@Injectable()
export class LoginThrottle {
  constructor(
    private readonly limits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /** Counts the attempt; throws 429 once either limit is exceeded. */
  async attempt(ip: string, email: string): Promise<void> {
    await this.limits.consume(perAccountAndIp('login', ip, email, this.config.loginThrottle));
  }

  /** Counts a password-change attempt of this user; 429 beyond the login limit within its window. */
  async attemptPasswordChange(userId: string): Promise<void> {
    await this.limits.consume({ key: `password-change:${userId}`, ...this.config.loginThrottle });
  }

  async passwordChangeSucceeded(userId: string): Promise<void> {
    await this.limits.reset(`password-change:${userId}`);
  }

  /** Counts a registration attempt from this IP; 429 beyond REGISTER_THROTTLE_LIMIT per hour. */
  async attemptRegister(ip: string): Promise<void> {
    const limit = this.config.registerThrottleLimit;
    await this.limits.consume({ key: limitKey('register-ip', ip), limit, windowSeconds: 3600 });
  }

  /** After a successful login only this IP + e-mail pair is cleared; the per-IP counter stays. */
  async succeeded(ip: string, email: string): Promise<void> {
    const [pair] = perAccountAndIp('login', ip, email, this.config.loginThrottle);
    await this.limits.reset(pair.key);
  }
}
