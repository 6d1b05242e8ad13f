/** Wraps every handler result in {"data": ...}; handlers marked @RawResponse() or returning nothing are left alone. */
import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
  StreamableFile,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, type Observable } from 'rxjs';

export const RAW_RESPONSE = 'offerteflow:raw-response';
/** Skip the {"data"} envelope (files, already-enveloped paged lists). */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);

@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [
      context.getHandler(),
      context.getClass(),
    ]);
    return next.handle().pipe(
      map((value: unknown) => {
        if (raw || value === undefined || value instanceof StreamableFile) return value;
        return { data: value };
      }),
    );
  }
}
