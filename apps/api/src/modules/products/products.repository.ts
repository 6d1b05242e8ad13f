/** The company's product catalogue and terms: the one TypeORM touchpoint of the products and terms tables. */
import { Injectable } from '@nestjs/common';
import type { CatalogListQuery, ProductData, TermData } from '@offerteflow/contracts';
import { euroToCents } from '@offerteflow/domain';
import { isUuid, likePattern, type RowsAndTotal } from '../../common';
import { TransactionalRepository, txManager, type Tx } from '../../database/tx';
import { nextVersion } from '../../database/versioned';
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

  /** How many default terms the company has, leaving out `exceptId` (the term being edited). */
  countDefaultTerms(companyId: string, exceptId?: string): Promise<number> {
    const qb = this.dataSource
      .getRepository(TermEntity)
      .createQueryBuilder('t')
      .where('t.company_id = :companyId AND t.is_default', { companyId });
    if (exceptId) qb.andWhere('t.id <> :exceptId', { exceptId });
    return qb.getCount();
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

  /** The product held for an edit in `tx` (row lock until commit); null for another company's id. */
  lockProduct(tx: Tx, companyId: string, id: string): Promise<ProductEntity | null> {
    return this.lockRow(tx, ProductEntity, companyId, id);
  }

  insertProduct(companyId: string, input: ProductData): Promise<ProductEntity> {
    const repo = this.dataSource.getRepository(ProductEntity);
    return repo.save(repo.create({ companyId, ...productColumns(input) }));
  }

  /** Saves the edit as the product's next version. */
  updateProduct(tx: Tx, product: ProductEntity, input: ProductData): Promise<ProductEntity> {
    Object.assign(product, productColumns(input));
    return txManager(tx).save(nextVersion(product));
  }

  /**
   * Imported products in one transaction: a name the company already has (case-insensitive) updates
   * that product, any other is added; a name twice in the file counts once, its last row wins. The
   * company's products are locked for the import like a single edit (docs/api.md "Concurrency"), and
   * each updated product moves to its next version once.
   */
  importProducts(companyId: string, products: ProductData[]): Promise<{ created: number; updated: number }> {
    return this.transaction(async (tx) => {
      const repo = txManager(tx).getRepository(ProductEntity);
      const key = (name: string) => name.trim().toLowerCase();
      const existing = await repo.find({ where: { companyId }, lock: { mode: 'pessimistic_write' } });
      const rows = new Map(existing.map((p) => [key(p.name), p]));
      const touched = new Set<ProductEntity>();
      for (const input of products) {
        const product = rows.get(key(input.name)) ?? repo.create({ companyId });
        Object.assign(product, productColumns(input));
        rows.set(key(input.name), product);
        touched.add(product);
      }
      const created = [...touched].filter((p) => !p.id).length;
      for (const product of touched) if (product.id) nextVersion(product);
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

  /** The term held for an edit in `tx` (row lock until commit); null for another company's id. */
  lockTerm(tx: Tx, companyId: string, id: string): Promise<TermEntity | null> {
    return this.lockRow(tx, TermEntity, companyId, id);
  }

  insertTerm(companyId: string, input: TermData): Promise<TermEntity> {
    const repo = this.dataSource.getRepository(TermEntity);
    return repo.save(repo.create({ companyId, ...input }));
  }

  /** Saves the edit as the term's next version. */
  updateTerm(tx: Tx, term: TermEntity, input: TermData): Promise<TermEntity> {
    Object.assign(term, input);
    return txManager(tx).save(nextVersion(term));
  }

  private async lockRow<E extends ProductEntity | TermEntity>(
    tx: Tx,
    entity: new () => E,
    companyId: string,
    id: string,
  ): Promise<E | null> {
    if (!isUuid(id)) return null;
    return txManager(tx)
      .getRepository(entity)
      .findOne({ where: { id, companyId } as never, lock: { mode: 'pessimistic_write' } });
  }

  async deleteTerm(companyId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.dataSource.getRepository(TermEntity).delete({ id, companyId });
    return !!result.affected;
  }
}
