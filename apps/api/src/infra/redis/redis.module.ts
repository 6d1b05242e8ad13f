import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type ResolvedConfig } from '../../config';

/** Shared ioredis client for small commands (throttle counters); null when REDIS_URL is unset. */
export const REDIS = Symbol('REDIS');
export type RedisClient = Redis | null;

export function createRedis(url: string, options: { forBullmq?: boolean } = {}): Redis {
  return new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: options.forBullmq ? null : 3,
    enableOfflineQueue: true,
  });
}

class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: RedisClient) {}
  async onApplicationShutdown(): Promise<void> {
    if (this.redis && this.redis.status !== 'end')
      await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: ResolvedConfig): RedisClient =>
        config.redisUrl ? createRedis(config.redisUrl) : null,
    },
    RedisLifecycle,
  ],
  exports: [REDIS],
})
export class RedisModule {}
