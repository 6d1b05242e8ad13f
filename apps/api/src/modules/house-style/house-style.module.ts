import { Module } from '@nestjs/common';
import { StorageModule } from '../../infra/storage/storage.module';
import { TemplatesModule } from '../templates/templates.module';
import { HouseStyleController, TemplateSourceFileController } from './house-style.controller';
import { HouseStyleRepository } from './house-style.repository';
import { HouseStyleService } from './house-style.service';

/** HTTP side of the house style from a sample quote PDF (upload, approve, source file). */
@Module({
  imports: [TemplatesModule, StorageModule],
  controllers: [HouseStyleController, TemplateSourceFileController],
  providers: [HouseStyleRepository, HouseStyleService],
})
export class HouseStyleModule {}
