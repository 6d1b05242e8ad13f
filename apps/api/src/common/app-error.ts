/** Errors with a contract error code and a Dutch message; the exception filter turns them into the envelope. */
import { HttpStatus } from '@nestjs/common';
import { SERVER_MESSAGES, type ErrorCode } from '@offerteflow/contracts';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = SERVER_MESSAGES.notFound) =>
  new AppError(HttpStatus.NOT_FOUND, 'NOT_FOUND', message);
export const unauthorized = (message: string = SERVER_MESSAGES.unauthorized) =>
  new AppError(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', message);
export const forbidden = (message: string = SERVER_MESSAGES.forbidden) =>
  new AppError(HttpStatus.FORBIDDEN, 'FORBIDDEN', message);
export const conflict = (message: string) => new AppError(HttpStatus.CONFLICT, 'CONFLICT', message);
export const tooManyRequests = () =>
  new AppError(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS', SERVER_MESSAGES.tooManyRequests);
export const validationFailed = (fields: Record<string, string[]>) =>
  new AppError(422, 'VALIDATION_FAILED', SERVER_MESSAGES.validationFailed, fields);
