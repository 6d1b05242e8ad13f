/** Global filter: every error leaves as {"error": {code, message, fields?}} with a Dutch message. */
import { ArgumentsHost, Catch, ExceptionFilter, NotFoundException } from '@nestjs/common';
import { SERVER_MESSAGES } from '@offerteflow/contracts';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { mapError } from './error-body';

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request & { log?: Logger }>();
    const mapped = mapError(exception);
    // Nest's router answers unknown routes with "Cannot GET /path".
    if (exception instanceof NotFoundException && /^Cannot [A-Z]+ /.test(exception.message)) {
      mapped.body.error.message = SERVER_MESSAGES.routeNotFound;
    }
    if (mapped.unexpected) {
      (req?.log ?? this.logger).error({ err: exception }, 'request failed');
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    res.set(mapped.headers ?? {});
    res.status(mapped.status).json(mapped.body);
  }
}
