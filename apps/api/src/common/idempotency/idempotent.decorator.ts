import { applyDecorators, SetMetadata, UseInterceptors, type Type } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IDEMPOTENT_REPLAY, type IdempotentReplay } from './idempotent-replay';

export type { IdempotentReplay } from './idempotent-replay';

/**
 * Opts a creating endpoint into Idempotency-Key handling (see docs/security.md). On upload endpoints
 * put it after the file interceptor so the uploaded file is part of the request fingerprint.
 */
export const Idempotent = (options: { replay?: Type<IdempotentReplay> } = {}) =>
  applyDecorators(SetMetadata(IDEMPOTENT_REPLAY, options.replay), UseInterceptors(IdempotencyInterceptor));
