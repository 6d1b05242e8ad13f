import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Health } from '@offerteflow/contracts';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { checkChromium } from '../../infra/chromium/chromium';
import { Database } from '../../infra/db/database';
import { JobRunner } from '../../infra/queue/job-runner';
import { PdfService } from '../../infra/pdf/pdf.module';

@Injectable()
export class HealthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly db: Database,
    private readonly jobs: JobRunner,
    @Optional() private readonly pdf?: PdfService,
  ) {}

  async check(): Promise<Health> {
    const [database, queue, probed] = await Promise.all([
      this.db.ping().then(
        () => ({ status: 'up' as const }),
        () => ({ status: 'down' as const, detail: 'Database is niet bereikbaar' }),
      ),
      this.jobs.health(),
      checkChromium(this.config.chromiumPath).then((c) =>
        c.status === 'up'
          ? { status: 'up' as const, detail: c.version }
          : { status: 'down' as const, detail: c.detail },
      ),
    ]);
    const pdf = this.pdf?.status();
    // A running PDF browser proves Chromium works, whatever the last probe said.
    const chromium =
      pdf?.status === 'up' && probed.status === 'down'
        ? { status: 'up' as const, detail: 'PDF-browser actief' }
        : probed;
    const healthy = database.status === 'up' && queue.status === 'up' && chromium.status === 'up';
    return {
      status: healthy ? 'ok' : 'degraded',
      mode: this.config.mode,
      checks: { database, queue, chromium, ...(pdf ? { pdf } : {}) },
    };
  }
}
