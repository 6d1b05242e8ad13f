import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { ProductsRepository } from '../products/products.repository';
import { AiTextController } from './ai-text.controller';
import { AiTextService } from './ai-text.service';

/** POST /api/ai/generate-from-text and /api/ai-test/generate-from-text. */
@Module({
  imports: [CompaniesModule],
  controllers: [AiTextController],
  providers: [ProductsRepository, AiTextService],
})
export class AiTextModule {}
