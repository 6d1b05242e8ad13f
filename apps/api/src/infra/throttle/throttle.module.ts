import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { REDIS, type RedisClient } from '../redis/redis.module';
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './rate-limiter';

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORE,
      inject: [APP_CONFIG, REDIS],
      useFactory: (config: ResolvedConfig, redis: RedisClient): RateLimitStore =>
        redis ? new RedisRateLimitStore(redis, config.queuePrefix) : new MemoryRateLimitStore(),
    },
  ],
  exports: [RATE_LIMIT_STORE],
})
export class ThrottleModule {}
