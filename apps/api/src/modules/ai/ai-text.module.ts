import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { CatalogModule } from '../products/catalog.module';
import { AiTextController } from './ai-text.controller';
import { AiTextService } from './ai-text.service';

/** POST /api/ai/generate-from-text and /api/ai-test/generate-from-text. */
@Module({
  imports: [CompaniesModule, CatalogModule],
  controllers: [AiTextController],
  providers: [AiTextService],
})
export class AiTextModule {}
