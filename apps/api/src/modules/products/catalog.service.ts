/** The catalogue after onboarding: products and terms the owner lists, searches, edits and exports. */
import { Injectable } from '@nestjs/common';
import {
  CATALOG_IMPORT_MSG,
  ONBOARDING_MSG,
  TERM_LIMITS,
  type CatalogImportResult,
  type CatalogListQuery,
  type ExtractedData,
  type Product,
  type ProductData,
  type Term,
  type TermData,
} from '@offerteflow/contracts';
import {
  checkVersion,
  notFound,
  orNotFound,
  toPaged,
  validationFailed,
  type IfMatch,
  type Paged,
} from '../../common';
import { replaceCatalogue } from './catalogue-writer';
import { SAMPLE_PRODUCTS, SAMPLE_TERMS } from './sample-catalogue';
import { catalogueCsv, parseCatalogueCsv } from './catalog-csv';
import { toProductDto, toTermDto } from './catalog.mapper';
import { ProductsRepository } from './products.repository';

@Injectable()
export class CatalogService {
  constructor(private readonly catalogue: ProductsRepository) {}

  async listProducts(companyId: string, query: CatalogListQuery): Promise<Paged<Product>> {
    return toPaged(await this.catalogue.listProducts(companyId, query), query, toProductDto);
  }

  async createProduct(companyId: string, input: ProductData): Promise<Product> {
    return toProductDto(await this.catalogue.insertProduct(companyId, input));
  }

  /** Replaces the product; a stale If-Match answers 412 with the product as it is now. */
  updateProduct(
    companyId: string,
    id: string,
    input: ProductData,
    ifMatch: IfMatch = null,
  ): Promise<Product> {
    return this.catalogue.transaction(async (tx) => {
      const product = orNotFound(await this.catalogue.lockProduct(tx, companyId, id));
      await checkVersion(product.version, ifMatch, () => toProductDto(product));
      return toProductDto(await this.catalogue.updateProduct(tx, product, input));
    });
  }

  /** 'Importeren (CSV)': the export's format back in; all rows or none. */
  importCsv(companyId: string, file: { buffer: Buffer } | undefined): Promise<CatalogImportResult> {
    if (!file?.buffer.length) throw validationFailed({ file: [CATALOG_IMPORT_MSG.fileRequired] });
    return this.catalogue.importProducts(companyId, parseCatalogueCsv(file.buffer));
  }

  async removeProduct(companyId: string, id: string): Promise<void> {
    if (!(await this.catalogue.deleteProduct(companyId, id))) throw notFound();
  }

  async listTerms(companyId: string): Promise<Term[]> {
    return (await this.catalogue.terms(companyId)).map(toTermDto);
  }

  async createTerm(companyId: string, input: TermData): Promise<Term> {
    await this.checkDefaultTerms(companyId, input);
    return toTermDto(await this.catalogue.insertTerm(companyId, input));
  }

  /** Replaces the term; a stale If-Match answers 412 with the term as it is now. */
  updateTerm(companyId: string, id: string, input: TermData, ifMatch: IfMatch = null): Promise<Term> {
    return this.catalogue.transaction(async (tx) => {
      const term = orNotFound(await this.catalogue.lockTerm(tx, companyId, id));
      await checkVersion(term.version, ifMatch, () => toTermDto(term));
      await this.checkDefaultTerms(companyId, input, term.id);
      return toTermDto(await this.catalogue.updateTerm(tx, term, input));
    });
  }

  /** Every default term is printed on every quote: at most TERM_LIMITS.defaultMax of them (422). */
  private async checkDefaultTerms(companyId: string, input: TermData, termId?: string): Promise<void> {
    if (!input.isDefault) return;
    if ((await this.catalogue.countDefaultTerms(companyId, termId)) >= TERM_LIMITS.defaultMax)
      throw validationFailed({ isDefault: [ONBOARDING_MSG.defaultTermsMax] });
  }

  async removeTerm(companyId: string, id: string): Promise<void> {
    if (!(await this.catalogue.deleteTerm(companyId, id))) throw notFound();
  }

  async exportCsv(companyId: string): Promise<string> {
    return catalogueCsv((await this.catalogue.products(companyId)).map(toProductDto));
  }

  /**
   * 'Standaard data herstellen': the example catalogue (the one initialize loads for 'Laad voorbeeld
   * data') replaces the current catalogue.
   */
  async restoreSample(companyId: string): Promise<ExtractedData> {
    await this.catalogue.transaction((tx) =>
      replaceCatalogue(tx, companyId, [...SAMPLE_PRODUCTS], [...SAMPLE_TERMS]),
    );
    return {
      products: (await this.catalogue.products(companyId)).map(toProductDto),
      terms: (await this.catalogue.terms(companyId)).map(toTermDto),
    };
  }
}
