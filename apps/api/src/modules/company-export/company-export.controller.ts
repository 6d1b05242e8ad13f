import { Controller, Header, Param, StreamableFile } from '@nestjs/common';
import {
  companyExportDownloadQuerySchema,
  companyExportResponseSchema,
  latestCompanyExportResponseSchema,
  type CompanyExportDownloadQuery,
} from '@offerteflow/contracts';
import { AdminOnly, ApiTag, attachment, binary, CompanyId, Public, Route, ValidQuery } from '../../common';
import { CompanyExportService } from './company-export.service';

/** /api/company-export: 'Alle gegevens exporteren' of the caller's company (admins; no API keys). */
@AdminOnly()
@Controller('company-export')
export class CompanyExportController {
  constructor(private readonly exports: CompanyExportService) {}

  /** 202: the job is queued (or the export already underway is answered); poll GET :id for progress. */
  @Route.post({
    summary: "Start an export of all the company's data (ZIP, built in the background)",
    response: companyExportResponseSchema,
    status: 202,
  })
  start(@CompanyId() companyId: string) {
    return this.exports.start(companyId);
  }

  @Route.get('latest', {
    summary: "The company's newest export that has not expired, or null",
    response: latestCompanyExportResponseSchema,
  })
  latest(@CompanyId() companyId: string) {
    return this.exports.latest(companyId);
  }

  @Route.get(':id', { summary: 'Status and progress of an export', response: companyExportResponseSchema })
  get(@CompanyId() companyId: string, @Param('id') id: string) {
    return this.exports.get(companyId, id);
  }
}

/** The signed, expiring download link of a finished export (a plain link, so no bearer token). */
@Public()
@ApiTag('public')
@Controller('public/company-exports')
export class CompanyExportDownloadController {
  constructor(private readonly exports: CompanyExportService) {}

  @Route.get(':id/download', {
    summary: 'The ZIP of a finished export, by the signed link of its status (streamed)',
    response: binary('application/zip'),
  })
  @Header('Cache-Control', 'private, no-store')
  async download(
    @Param('id') id: string,
    @ValidQuery(companyExportDownloadQuerySchema) query: CompanyExportDownloadQuery,
  ) {
    const file = await this.exports.download(id, query);
    return new StreamableFile(file.stream, {
      type: 'application/zip',
      disposition: attachment(file.fileName),
      length: file.sizeBytes,
    });
  }
}
