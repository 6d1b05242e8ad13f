/** The catalogue after onboarding: products and terms the owner lists, searches, edits and exports. */
import { Injectable } from '@nestjs/common';
import {
  CATALOG_MSG,
  SAMPLE_PRODUCTS,
  SAMPLE_TERMS,
  productInputSchema,
  termInputSchema,
  type CatalogListQuery,
  type ExtractedData,
  type Product,
  type ProductData,
  type Term,
  type TermData,
} from '@offerteflow/contracts';
import { conflict, notFound, type Paged } from '../../common';
import { catalogueCsv } from './catalog-csv';
import { toProductDto, toTermDto } from './catalog.mapper';
import { ProductsRepository } from './products.repository';

@Injectable()
export class CatalogService {
  constructor(private readonly catalogue: ProductsRepository) {}

  async listProducts(companyId: string, query: CatalogListQuery): Promise<Paged<Product>> {
    const [rows, total] = await this.catalogue.listProducts(companyId, query);
    return { data: rows.map(toProductDto), meta: { page: query.page, pageSize: query.pageSize, total } };
  }

  async createProduct(companyId: string, input: ProductData): Promise<Product> {
    return toProductDto(await this.catalogue.insertProduct(companyId, input));
  }

  async updateProduct(companyId: string, id: string, input: ProductData): Promise<Product> {
    const product = await this.catalogue.findProduct(companyId, id);
    if (!product) throw notFound();
    return toProductDto(await this.catalogue.updateProduct(product, input));
  }

  async removeProduct(companyId: string, id: string): Promise<void> {
    if (!(await this.catalogue.deleteProduct(companyId, id))) throw notFound();
  }

  async listTerms(companyId: string): Promise<Term[]> {
    return (await this.catalogue.terms(companyId)).map(toTermDto);
  }

  async createTerm(companyId: string, input: TermData): Promise<Term> {
    return toTermDto(await this.catalogue.insertTerm(companyId, input));
  }

  async updateTerm(companyId: string, id: string, input: TermData): Promise<Term> {
    const term = await this.catalogue.findTerm(companyId, id);
    if (!term) throw notFound();
    return toTermDto(await this.catalogue.updateTerm(term, input));
  }

  async removeTerm(companyId: string, id: string): Promise<void> {
    if (!(await this.catalogue.deleteTerm(companyId, id))) throw notFound();
  }

  async exportCsv(companyId: string): Promise<string> {
    return catalogueCsv((await this.catalogue.products(companyId)).map(toProductDto));
  }

  /** Loads the example catalogue into an empty catalogue; never overwrites the owner's own data. */
  async loadSample(companyId: string): Promise<ExtractedData> {
    const [products, terms] = await Promise.all([
      this.catalogue.products(companyId),
      this.catalogue.terms(companyId),
    ]);
    if (products.length > 0 || terms.length > 0) throw conflict(CATALOG_MSG.notEmpty);
    await this.catalogue.replaceCatalogue(
      companyId,
      SAMPLE_PRODUCTS.map((p) => productInputSchema.parse(p)),
      SAMPLE_TERMS.map((t) => termInputSchema.parse(t)),
    );
    return {
      products: (await this.catalogue.products(companyId)).map(toProductDto),
      terms: (await this.catalogue.terms(companyId)).map(toTermDto),
    };
  }
}
