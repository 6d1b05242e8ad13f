/**
 * multer's generic upload errors as the feature's Dutch answers: a file over the limit becomes the
 * feature's 413, a wrong field or a second file its 422. `SingleFileUpload` pairs them with the
 * FileInterceptor of a one-file multipart route.
 */
import {
  applyDecorators,
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
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

export interface SingleFileUploadOptions extends UploadErrorAnswers {
  /** The largest file accepted, in bytes (exactly this size passes). */
  maxBytes: number;
  /** How many non-file fields the form may carry; multer's default (no limit) when unset. */
  fields?: number;
}

/** One file in multipart field `field`, at most `maxBytes`, with the feature's 413/422 answers. */
export function SingleFileUpload(field: string, { maxBytes, fields, ...answers }: SingleFileUploadOptions) {
  return applyDecorators(
    UseInterceptors(
      UploadErrors(answers),
      // multer refuses a file that reaches its limit: one byte of room so exactly maxBytes passes.
      FileInterceptor(field, {
        limits: { fileSize: maxBytes + 1, files: 1, ...(fields === undefined ? {} : { fields }) },
      }),
    ),
  );
}
