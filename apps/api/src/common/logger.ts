/** pino root logger, the request logger (x-request-id in and out, one line per request) and a Nest LoggerService bridge. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import type { AppConfig } from '../config/config';

export const LOGGER = Symbol('LOGGER');
export type AppLogger = Logger;

export function createLogger(config: Pick<AppConfig, 'logLevel' | 'role'>): Logger {
  return pino({
    level: config.logLevel,
    base: { role: config.role },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
  });
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

type LevelName = 'info' | 'warn' | 'error';

type LoggedRequest = IncomingMessage & { id?: string; log?: Logger; originalUrl?: string };

const levelOf = (res: ServerResponse, err: unknown): LevelName => {
  if (err || res.statusCode >= 500) return 'error';
  if (res.statusCode >= 400) return 'warn';
  return 'info';
};

/**
 * The request logger: the request id from `x-request-id` (when it is safe to echo) or a new UUID, echoed
 * in the response, and one line per request when it is done, the line pino-http wrote:
 * `{req: {id, method, url}, res: {statusCode}, responseTime, msg: 'request completed'}` (a 4xx at warn;
 * a 5xx or a response error at error, with `err` and 'request errored'). Unlike pino-http it makes no
 * child logger per request: the line is one call on the root logger (nothing at all when its level is
 * off), and `req.log` (the request's child, for 'request failed' lines) is made only when read.
 */
export function requestLogger(logger: Logger) {
  return (req: LoggedRequest, res: ServerResponse, next: () => void) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', id);
    req.id = id;
    const started = Date.now();
    const binding = () => ({ id, method: req.method, url: req.originalUrl ?? req.url });
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (child ??= logger.child({ req: binding() })),
    });
    const done = (err?: unknown) => {
      res.removeListener('close', done);
      res.removeListener('finish', done);
      res.removeListener('error', done);
      const level = levelOf(res, err);
      if (!logger.isLevelEnabled(level)) return;
      const reqField = binding();
      const resField = { statusCode: res.headersSent ? res.statusCode : null };
      const responseTime = Date.now() - started;
      if (err || res.statusCode >= 500) {
        const error = err ?? new Error(`failed with status code ${res.statusCode}`);
        logger[level]({ req: reqField, res: resField, err: error, responseTime }, 'request errored');
      } else {
        const message = !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted';
        logger[level]({ req: reqField, res: resField, responseTime }, message);
      }
    };
    res.on('close', done);
    res.on('finish', done);
    res.on('error', done);
    next();
  };
}

/** Routes Nest's own log lines (bootstrap, route mapping) into pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
