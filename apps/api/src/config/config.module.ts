import { DynamicModule, Global, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logger';
import type { AppConfig } from './config';

/** Injection token of the resolved AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export type ResolvedConfig = AppConfig & { jwtSecret: string };

/** Global: the resolved config and the root pino logger. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: ResolvedConfig, logger: Logger): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
      ],
      exports: [APP_CONFIG, LOGGER],
    };
  }
}
