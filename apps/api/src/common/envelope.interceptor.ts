/**
 * Wraps a handler's result in {"data": ...}. Not a global interceptor: `Route.*` puts it first (the
 * outermost) among each route's interceptors unless the route is `@RawResponse()`, so a raw route (a
 * paged list, the OpenAPI document) runs with no interceptor at all and Nest skips its rxjs chain.
 * A result of nothing (204) or a file is left alone.
 */
import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
  StreamableFile,
} from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import { map, type Observable } from 'rxjs';

export const RAW_RESPONSE = 'offerteflow:raw-response';

@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((value: unknown) => {
        if (value === undefined || value instanceof StreamableFile) return value;
        return { data: value };
      }),
    );
  }
}

const interceptorsOf = (handler: object): unknown[] =>
  (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? [];

/**
 * The {"data"} envelope on this route (applied by `Route.*`): the first of its interceptors, so the
 * others (ETag, idempotency, upload errors) see the handler's own result, as a global one would.
 */
export const Enveloped = (): MethodDecorator => (_target, _key, descriptor) => {
  const handler = descriptor.value as object;
  if (Reflect.getMetadata(RAW_RESPONSE, handler) === true) return;
  const interceptors = interceptorsOf(handler);
  if (!interceptors.includes(EnvelopeInterceptor))
    Reflect.defineMetadata(INTERCEPTORS_METADATA, [EnvelopeInterceptor, ...interceptors], handler);
};

/** Skip the {"data"} envelope (files, already-enveloped paged lists); above or below `Route.*`. */
export const RawResponse = (): MethodDecorator => (target, key, descriptor) => {
  SetMetadata(RAW_RESPONSE, true)(target, key, descriptor);
  const handler = descriptor.value as object;
  const interceptors = interceptorsOf(handler);
  if (interceptors.includes(EnvelopeInterceptor))
    Reflect.defineMetadata(
      INTERCEPTORS_METADATA,
      interceptors.filter((i) => i !== EnvelopeInterceptor),
      handler,
    );
};
