/** The company's product catalogue and terms: the one TypeORM touchpoint of the products and terms tables. */
import { Injectable } from '@nestjs/common';
import type { CatalogListQuery, ProductData, TermData } from '@offerteflow/contracts';
import { euroToCents } from '@offerteflow/domain';
import { isUuid, likePattern, type RowsAndTotal } from '../../common';
import { TransactionalRepository, txManager } from '../../database/tx';
import { ProductEntity } from './product.entity';
import { TermEntity } from './term.entity';

const productColumns = (input: ProductData) => ({
  name: input.name,
  description: input.description,
  unitPriceCents: euroToCents(input.unitPrice),
  unit: input.unit,
  vatRate: input.vatRate,
  category: input.category,
});

@Injectable()
export class ProductsRepository extends TransactionalRepository {
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

  /** Default terms (isDefault), oldest first: the terms a quote document prints. */
  defaultTerms(companyId: string): Promise<TermEntity[]> {
    return this.dataSource
      .getRepository(TermEntity)
      .find({ where: { companyId, isDefault: true }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Case-insensitive search over name, description and category; by category, then name. */
  listProducts(companyId: string, query: CatalogListQuery): Promise<RowsAndTotal<ProductEntity>> {
    const qb = this.companyQuery(ProductEntity, 'p', companyId);
    if (query.search) {
      qb.andWhere(
        "(lower(p.name) LIKE :term OR lower(coalesce(p.description, '')) LIKE :term OR lower(coalesce(p.category, '')) LIKE :term)",
        { term: likePattern(query.search) },
      );
    }
    return this.fetchPage(
      qb
        .orderBy('p.category', 'ASC', 'NULLS LAST')
        .addOrderBy('lower(p.name)', 'ASC')
        .addOrderBy('p.id', 'ASC'),
      query,
    );
  }

  /** Null for another company's id or a malformed id. */
  async findProduct(companyId: string, id: string): Promise<ProductEntity | null> {
    return isUuid(id) ? this.dataSource.getRepository(ProductEntity).findOneBy({ id, companyId }) : null;
  }

  insertProduct(companyId: string, input: ProductData): Promise<ProductEntity> {
    const repo = this.dataSource.getRepository(ProductEntity);
    return repo.save(repo.create({ companyId, ...productColumns(input) }));
  }

  updateProduct(product: ProductEntity, input: ProductData): Promise<ProductEntity> {
    Object.assign(product, productColumns(input));
    return this.dataSource.getRepository(ProductEntity).save(product);
  }

  /**
   * Imported products in one transaction: a name the company already has (case-insensitive) updates
   * that product, any other is added; a name twice in the file counts once, its last row wins.
   */
  importProducts(companyId: string, products: ProductData[]): Promise<{ created: number; updated: number }> {
    return this.transaction(async (tx) => {
      const repo = txManager(tx).getRepository(ProductEntity);
      const key = (name: string) => name.trim().toLowerCase();
      const rows = new Map((await repo.findBy({ companyId })).map((p) => [key(p.name), p]));
      const touched = new Set<ProductEntity>();
      for (const input of products) {
        const product = rows.get(key(input.name)) ?? repo.create({ companyId });
        Object.assign(product, productColumns(input));
        rows.set(key(input.name), product);
        touched.add(product);
      }
      const created = [...touched].filter((p) => !p.id).length;
      await repo.save([...touched], { chunk: 500 });
      return { created, updated: touched.size - created };
    });
  }

  /** True when a row of this company was deleted. */
  async deleteProduct(companyId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.dataSource.getRepository(ProductEntity).delete({ id, companyId });
    return !!result.affected;
  }

  async findTerm(companyId: string, id: string): Promise<TermEntity | null> {
    return isUuid(id) ? this.dataSource.getRepository(TermEntity).findOneBy({ id, companyId }) : null;
  }

  insertTerm(companyId: string, input: TermData): Promise<TermEntity> {
    const repo = this.dataSource.getRepository(TermEntity);
    return repo.save(repo.create({ companyId, ...input }));
  }

  updateTerm(term: TermEntity, input: TermData): Promise<TermEntity> {
    Object.assign(term, input);
    return this.dataSource.getRepository(TermEntity).save(term);
  }

  async deleteTerm(companyId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.dataSource.getRepository(TermEntity).delete({ id, companyId });
    return !!result.affected;
  }
}
