import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { REDIS, type RedisClient } from '../redis/redis.module';
import { RATE_LIMIT_STORE, RateLimits } from './rate-limit.service';
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './rate-limiter';

@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORE,
      inject: [APP_CONFIG, REDIS],
      useFactory: (config: ResolvedConfig, redis: RedisClient): RateLimitStore =>
        redis ? new RedisRateLimitStore(redis, config.queuePrefix) : new MemoryRateLimitStore(),
    },
    RateLimits,
  ],
  exports: [RateLimits],
})
export class ThrottleModule {}
