/**
 * `@Versioned()` marks the routes of an editable resource (its GET and its PUT/PATCH): the answer
 * carries the resource's version as `ETag`, and the OpenAPI document lists the ETag, the If-Match
 * parameter and the 412 of an edit (common/openapi/document.ts). See if-match.ts.
 */
import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { tap, type Observable } from 'rxjs';
import { etagOf } from './if-match';

export const VERSIONED = 'offerteflow:versioned';

const versionOf = (value: unknown): number | undefined => {
  const version = (value as { version?: unknown } | null | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
};

/** Sets `ETag: "<version>"` from the handler's result (before the {data} envelope). */
@Injectable()
export class ETagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      tap((value) => {
        const version = versionOf(value);
        if (version !== undefined && !res.headersSent) res.setHeader('ETag', etagOf(version));
      }),
    );
  }
}

export const Versioned = () =>
  applyDecorators(SetMetadata(VERSIONED, true), UseInterceptors(ETagInterceptor));
