import { Controller, Get } from '@nestjs/common';
import type { Template } from '@offerteflow/contracts';
import { CompanyId } from '../../common';
import { TemplatesService } from './templates.service';

@Controller('templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Get()
  list(@CompanyId() companyId: string): Promise<Template[]> {
    return this.templates.list(companyId);
  }
}
