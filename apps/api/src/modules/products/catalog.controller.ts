import { Controller, Param, UploadedFile } from '@nestjs/common';
import {
  CATALOG_IMPORT_FIELD,
  CATALOG_IMPORT_MAX_BYTES,
  CATALOG_IMPORT_MSG,
  catalogImportResponseSchema,
  catalogListQuerySchema,
  productInputSchema,
  termInputSchema,
  type CatalogListQuery,
  type ProductData,
  type TermData,
  productListResponseSchema,
  productResponseSchema,
  termListResponseSchema,
  termResponseSchema,
  extractedDataResponseSchema,
} from '@offerteflow/contracts';
import {
  ApiKeyAccess,
  CompanyId,
  RawResponse,
  SingleFileUpload,
  attachment,
  binary,
  fileResponse,
  Route,
  ValidBody,
  ValidQuery,
  validationFailed,
  IfMatch,
  Versioned,
} from '../../common';
import { catalogError } from './catalog.errors';
import { CatalogService } from './catalog.service';

/** The products page: products and terms of the caller's company; another company's id answers 404. */
@ApiKeyAccess()
@Controller('catalog')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  /** Paged envelope {data, meta}; ?search= matches name, description and category. */
  @Route.get('products', { summary: 'List products (paged)', response: productListResponseSchema })
  @RawResponse()
  listProducts(@CompanyId() companyId: string, @ValidQuery(catalogListQuerySchema) query: CatalogListQuery) {
    return this.catalog.listProducts(companyId, query);
  }

  @Route.post('products', { summary: 'Create a product', response: productResponseSchema })
  createProduct(@CompanyId() companyId: string, @ValidBody(productInputSchema) body: ProductData) {
    return this.catalog.createProduct(companyId, body);
  }

  @Route.put('products/:id', { summary: 'Replace a product', response: productResponseSchema })
  @Versioned()
  updateProduct(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatch,
    @ValidBody(productInputSchema) body: ProductData,
  ) {
    return this.catalog.updateProduct(companyId, id, body, ifMatch);
  }

  @Route.delete('products/:id', { summary: 'Delete a product', status: 204 })
  removeProduct(@CompanyId() companyId: string, @Param('id') id: string) {
    return this.catalog.removeProduct(companyId, id);
  }

  @Route.get('terms', { summary: 'List terms and conditions', response: termListResponseSchema })
  listTerms(@CompanyId() companyId: string) {
    return this.catalog.listTerms(companyId);
  }

  @Route.post('terms', { summary: 'Create a term', response: termResponseSchema })
  createTerm(@CompanyId() companyId: string, @ValidBody(termInputSchema) body: TermData) {
    return this.catalog.createTerm(companyId, body);
  }

  @Route.put('terms/:id', { summary: 'Replace a term', response: termResponseSchema })
  @Versioned()
  updateTerm(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatch,
    @ValidBody(termInputSchema) body: TermData,
  ) {
    return this.catalog.updateTerm(companyId, id, body, ifMatch);
  }

  @Route.delete('terms/:id', { summary: 'Delete a term', status: 204 })
  removeTerm(@CompanyId() companyId: string, @Param('id') id: string) {
    return this.catalog.removeTerm(companyId, id);
  }

  /** The products as a CSV file for Excel NL (semicolons, UTF-8 BOM, decimal comma). */
  @Route.get('export', { summary: 'Export the catalogue as CSV', response: binary('text/csv') })
  async export(@CompanyId() companyId: string) {
    const content = Buffer.from(await this.catalog.exportCsv(companyId), 'utf8');
    return fileResponse(content, 'text/csv; charset=utf-8', attachment('producten.csv'));
  }

  /** 'Importeren (CSV)': multipart field `file`, the export's columns; answers how many were added and updated. */
  @Route.post('import', {
    summary: 'Import products from a CSV file (the export format)',
    upload: { file: CATALOG_IMPORT_FIELD },
    response: catalogImportResponseSchema,
    errors: [413],
    status: 200,
  })
  @SingleFileUpload(CATALOG_IMPORT_FIELD, {
    maxBytes: CATALOG_IMPORT_MAX_BYTES,
    tooLarge: () => catalogError('importTooLarge'),
    badRequest: () => validationFailed({ file: [CATALOG_IMPORT_MSG.fileRequired] }),
  })
  importCsv(@CompanyId() companyId: string, @UploadedFile() file: { buffer: Buffer } | undefined) {
    return this.catalog.importCsv(companyId, file);
  }

  /** 'Standaard data herstellen': the example catalogue in place of the current one. */
  @Route.post('sample', { summary: 'Restore the sample catalogue', response: extractedDataResponseSchema })
  restoreSample(@CompanyId() companyId: string) {
    return this.catalog.restoreSample(companyId);
  }
}
