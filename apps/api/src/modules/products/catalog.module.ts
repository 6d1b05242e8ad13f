import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { ProductsRepository } from './products.repository';

@Module({
  controllers: [CatalogController],
  providers: [ProductsRepository, CatalogService],
  exports: [ProductsRepository, CatalogService],
})
export class CatalogModule {}
