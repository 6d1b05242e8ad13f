import { Module } from '@nestjs/common';
import { CompanyExportController, CompanyExportDownloadController } from './company-export.controller';
import { CompanyExportService } from './company-export.service';
import { CompanyExportsRepository } from './company-exports.repository';

/** HTTP side of 'Alle gegevens exporteren'; the job is in CompanyExportJobsModule. */
@Module({
  controllers: [CompanyExportController, CompanyExportDownloadController],
  providers: [CompanyExportsRepository, CompanyExportService],
  exports: [CompanyExportService, CompanyExportsRepository],
})
export class CompanyExportModule {}
