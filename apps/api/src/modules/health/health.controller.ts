import { Controller, Get, Res } from '@nestjs/common';
import type { Health } from '@offerteflow/contracts';
import type { Response } from 'express';
import { Public } from '../../common';
import { HealthService } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 while the database is up (degraded when queue or Chromium is down), 503 otherwise. */
  @Public()
  @Get()
  async get(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const report = await this.health.check();
    res.status(report.checks.database.status === 'up' ? 200 : 503);
    res.setHeader('cache-control', 'no-store');
    return report;
  }
}
