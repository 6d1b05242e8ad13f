import { Module } from '@nestjs/common';
import { TemplateLogoController } from './template-logo.controller';
import { TemplatesController } from './templates.controller';
import { TemplatesRepository } from './templates.repository';
import { TemplatesService } from './templates.service';

@Module({
  controllers: [TemplatesController, TemplateLogoController],
  providers: [TemplatesRepository, TemplatesService],
  exports: [TemplatesRepository, TemplatesService],
})
export class TemplatesModule {}
