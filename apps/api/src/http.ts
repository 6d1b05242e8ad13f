/** Builds the configured Nest HTTP application (used by main.ts and the tests). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { JSON_BODY_LIMIT_BYTES } from '@offerteflow/contracts';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import type { ResolvedConfig } from './config';
import { mapError } from './common/error-body';
import { PinoNestLogger, requestLogger } from './common/logger';
import { spaStatic } from './infra/http/spa-static';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export async function createHttpApp(config: ResolvedConfig, logger: Logger): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), {
    bodyParser: false,
    logger: new PinoNestLogger(logger.child({ component: 'nest' })),
  });
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.disable('x-powered-by');
  app.use(requestLogger(logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'frame-src': ["'self'", 'blob:'],
          'object-src': ["'self'", 'blob:'],
        },
      },
    }),
  );
  app.enableCors({
    origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
    exposedHeaders: ['x-request-id'],
  });
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  // Body-parser failures (malformed JSON 400, too large 413) never reach Nest's filters: map them here.
  app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    const mapped = mapError(err);
    if (mapped.unexpected) (req as Request & { log?: Logger }).log?.error({ err }, 'request failed');
    res.status(mapped.status).json(mapped.body);
  });
  if (existsSync(join(config.webDist, 'index.html'))) {
    app.use(spaStatic(config.webDist, isApiPath));
    logger.info({ webDist: config.webDist }, 'serving the built SPA');
  }
  app.setGlobalPrefix('api');
  return app;
}
