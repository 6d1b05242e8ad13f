/** Builds the configured Nest HTTP application (used by main.ts and the tests). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { JSON_BODY_LIMIT_BYTES } from '@offerteflow/contracts';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import type { ResolvedConfig } from './config';
import { mapError } from './common/error-body';
import { hostileInputGuard } from './common/hostile-input';
import {
  badRequestOnMalformedRequests,
  contentSecurityPolicy,
  crossOrigin,
  keepAliveLongerThanClients,
  noStoreOnApi,
} from './common/http-hardening';
import { PinoNestLogger, requestLogger } from './common/logger';
import { JsonExpressAdapter } from './infra/http/express-adapter';
import { spaStatic } from './infra/http/spa-static';
import { publicQuoteHeaders, publicQuotePage } from './modules/customer-portal/public-page';
import { CustomerPortalService } from './modules/customer-portal/customer-portal.service';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export async function createHttpApp(config: ResolvedConfig, logger: Logger): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, logger),
    new JsonExpressAdapter(),
    {
      bodyParser: false,
      logger: new PinoNestLogger(logger.child({ component: 'nest' })),
    },
  );
  // X-Forwarded-For/-Proto count only from the proxies named in TRUST_PROXY (default: none).
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // No automatic weak ETag on every JSON answer: an ETag names a version of an editable resource
  // (its If-Match for a PUT, docs/api.md) or a file's content, set where it means that.
  app.disable('etag');
  badRequestOnMalformedRequests(app.getHttpServer() as Server);
  keepAliveLongerThanClients(app.getHttpServer() as Server);
  app.use(requestLogger(logger));
  app.use(contentSecurityPolicy());
  app.use(noStoreOnApi);
  app.use(
    crossOrigin({
      origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
      exposedHeaders: ['x-request-id', 'idempotent-replayed', 'retry-after', 'etag'],
    }),
  );
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  app.use(hostileInputGuard);
  // Body-parser failures (malformed JSON 400, undecodable gzip/deflate/br 400, too large 413) and the
  // hostile-input guard never reach Nest's filters: map them here.
  app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    const mapped = mapError(err);
    if (mapped.unexpected) (req as Request & { log?: Logger }).log?.error({ err }, 'request failed');
    res.set(mapped.headers ?? {});
    res.status(mapped.status).json(mapped.body);
  });
  app.use(publicQuoteHeaders);
  if (existsSync(join(config.webDist, 'index.html'))) {
    app.use(publicQuotePage(app.get(CustomerPortalService)));
    app.use(spaStatic(config.webDist, isApiPath));
    logger.info({ webDist: config.webDist }, 'serving the built SPA');
  }
  app.setGlobalPrefix('api');
  return app;
}
