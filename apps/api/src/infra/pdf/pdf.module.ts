import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { LOGGER } from '../../common/logger';
import { PdfRenderer } from './pdf-renderer';

/** The app's single PdfRenderer (one browser per process), closed on shutdown. */
@Injectable()
export class PdfService extends PdfRenderer implements OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) config: ResolvedConfig, @Inject(LOGGER) logger: Logger) {
    super(
      {
        chromiumPath: config.chromiumPath,
        concurrency: config.pdf.concurrency,
        timeoutMs: config.pdf.timeoutMs,
      },
      logger,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}

@Global()
@Module({ providers: [PdfService], exports: [PdfService] })
export class PdfModule {}
