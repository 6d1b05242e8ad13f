import { Controller, Res } from '@nestjs/common';
import { healthSchema, envelope } from '@offerteflow/contracts';
import type { Response } from 'express';
import { Public, Route } from '../../common';
import { HealthService } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /**
   * 503 for load balancers when the database or Redis (the BullMQ queue) is down; 200 otherwise,
   * 'degraded' while Chromium is unavailable (PDFs fail, everything else works).
   */
  @Route.get({
    summary: 'Health of the database, queue and PDF renderer',
    response: envelope(healthSchema),
    responses: { 503: envelope(healthSchema) },
  })
  @Public()
  async get(@Res({ passthrough: true }) res: Response) {
    const report = await this.health.check();
    const { database, queue } = report.checks;
    res.status(database.status === 'up' && queue.status === 'up' ? 200 : 503);
    res.setHeader('cache-control', 'no-store');
    return report;
  }
}
