/** Fixed-window counters: Redis when configured (shared by replicas), memory otherwise. */
import type { Redis } from 'ioredis';

/** A counter after one hit: the hits in the current window and the seconds until that window ends. */
export interface Hit {
  count: number;
  resetInSeconds: number;
}

export interface RateLimitStore {
  /** Counts one hit and returns the count within the current window and when it ends. */
  hit(key: string, windowSeconds: number): Promise<Hit>;
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowSeconds: number): Promise<Hit> {
    const now = Date.now();
    if (this.counters.size > 50_000) this.sweep(now);
    let entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.counters.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInSeconds: Math.ceil((entry.resetAt - now) / 1000) };
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
return {count, redis.call('TTL', KEYS[1])}`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowSeconds: number): Promise<Hit> {
    const [count, ttl] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      `${this.prefix}:throttle:${key}`,
      String(windowSeconds),
    )) as [number, number];
    // TTL is -1 only for a key someone stored without expiry: treat it as a fresh window.
    return { count: Number(count), resetInSeconds: Number(ttl) > 0 ? Number(ttl) : windowSeconds };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}:throttle:${key}`);
  }
}
