/**
 * multer's generic upload errors as the feature's Dutch answers: a file over the limit becomes the
 * feature's 413, a wrong field or a second file its 422. Use before the FileInterceptor:
 * `@UseInterceptors(UploadErrors({ tooLarge, badRequest }), FileInterceptor(...))`.
 */
import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { catchError, throwError, type Observable } from 'rxjs';

export interface UploadErrorAnswers {
  tooLarge: () => Error;
  badRequest: () => Error;
}

export function UploadErrors(answers: UploadErrorAnswers): Type<NestInterceptor> {
  @Injectable()
  class UploadErrorsInterceptor implements NestInterceptor {
    intercept(_ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
      return next.handle().pipe(
        catchError((err: unknown) => {
          if (err instanceof PayloadTooLargeException) return throwError(() => answers.tooLarge());
          if (err instanceof BadRequestException) return throwError(() => answers.badRequest());
          return throwError(() => err);
        }),
      );
    }
  }
  return mixin(UploadErrorsInterceptor);
}
