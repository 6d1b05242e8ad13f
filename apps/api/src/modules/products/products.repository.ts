/** The company's product catalogue and terms. */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProductEntity } from './product.entity';
import { TermEntity } from './term.entity';

@Injectable()
export class ProductsRepository {
  constructor(private readonly dataSource: DataSource) {}

  products(companyId: string): Promise<ProductEntity[]> {
    return this.dataSource.getRepository(ProductEntity).find({
      where: { companyId },
      order: { category: 'ASC', name: 'ASC', id: 'ASC' },
    });
  }

  terms(companyId: string): Promise<TermEntity[]> {
    return this.dataSource
      .getRepository(TermEntity)
      .find({ where: { companyId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }
}
