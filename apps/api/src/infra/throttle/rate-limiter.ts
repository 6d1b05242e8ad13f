/** Fixed-window counters: Redis when configured (shared by replicas), memory otherwise. */
import type { Redis } from 'ioredis';

export interface RateLimitStore {
  /** Counts one hit and returns the count within the current window. */
  hit(key: string, windowSeconds: number): Promise<number>;
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowSeconds: number): Promise<number> {
    const now = Date.now();
    if (this.counters.size > 50_000) this.sweep(now);
    const entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) {
      this.counters.set(key, { count: 1, resetAt: now + windowSeconds * 1000 });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.counters) if (entry.resetAt <= now) this.counters.delete(key);
  }
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowSeconds: number): Promise<number> {
    const count = await this.redis.eval(
      HIT_SCRIPT,
      1,
      `${this.prefix}:throttle:${key}`,
      String(windowSeconds),
    );
    return Number(count);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}:throttle:${key}`);
  }
}
