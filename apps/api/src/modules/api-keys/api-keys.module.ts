import { Module } from '@nestjs/common';
import { ApiKeyVerifier } from '../../common';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysRepository } from './api-keys.repository';
import { ApiKeysService } from './api-keys.service';

/** Imported by AuthModule, whose global guard uses the exported ApiKeyVerifier. */
@Module({
  controllers: [ApiKeysController],
  providers: [ApiKeysRepository, ApiKeysService, { provide: ApiKeyVerifier, useExisting: ApiKeysService }],
  exports: [ApiKeyVerifier],
})
export class ApiKeysModule {}
