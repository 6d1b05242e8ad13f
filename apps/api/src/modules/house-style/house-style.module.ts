import { Module } from '@nestjs/common';
import { StorageModule } from '../../infra/storage/storage.module';
import { TemplatesModule } from '../templates/templates.module';
import { HouseStyleController, TemplateSourceFileController } from './house-style.controller';
import { HouseStyleRepository } from './house-style.repository';
import { HouseStyleService } from './house-style.service';

/** House style from a sample quote PDF: HTTP side (upload, approve, source file) and owner of `template_analyses`. */
@Module({
  imports: [TemplatesModule, StorageModule],
  controllers: [HouseStyleController, TemplateSourceFileController],
  providers: [HouseStyleRepository, HouseStyleService],
  exports: [HouseStyleRepository],
})
export class HouseStyleModule {}
