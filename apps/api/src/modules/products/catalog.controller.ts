import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  type StreamableFile,
} from '@nestjs/common';
import {
  catalogListQuerySchema,
  productInputSchema,
  termInputSchema,
  type CatalogListQuery,
  type ExtractedData,
  type Product,
  type ProductData,
  type Term,
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
  zodBody,
  type Paged,
  ApiDoc,
  attachment,
  binary,
  fileResponse,
} from '../../common';
import { CatalogService } from './catalog.service';

/** The products page: products and terms of the caller's company; another company's id answers 404. */
@ApiKeyAccess()
@Controller('catalog')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  /** Paged envelope {data, meta}; ?search= matches name, description and category. */
  @ApiDoc({ summary: 'List products (paged)', response: productListResponseSchema })
  @Get('products')
  @RawResponse()
  listProducts(
    @CompanyId() companyId: string,
    @Query(zodBody(catalogListQuerySchema)) query: CatalogListQuery,
  ): Promise<Paged<Product>> {
    return this.catalog.listProducts(companyId, query);
  }

  @ApiDoc({ summary: 'Create a product', response: productResponseSchema })
  @Post('products')
  createProduct(
    @CompanyId() companyId: string,
    @Body(zodBody(productInputSchema)) body: ProductData,
  ): Promise<Product> {
    return this.catalog.createProduct(companyId, body);
  }

  @ApiDoc({ summary: 'Replace a product', response: productResponseSchema })
  @Put('products/:id')
  updateProduct(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @Body(zodBody(productInputSchema)) body: ProductData,
  ): Promise<Product> {
    return this.catalog.updateProduct(companyId, id, body);
  }

  @ApiDoc({ summary: 'Delete a product' })
  @Delete('products/:id')
  @HttpCode(204)
  removeProduct(@CompanyId() companyId: string, @Param('id') id: string): Promise<void> {
    return this.catalog.removeProduct(companyId, id);
  }

  @ApiDoc({ summary: 'List terms and conditions', response: termListResponseSchema })
  @Get('terms')
  listTerms(@CompanyId() companyId: string): Promise<Term[]> {
    return this.catalog.listTerms(companyId);
  }

  @ApiDoc({ summary: 'Create a term', response: termResponseSchema })
  @Post('terms')
  createTerm(@CompanyId() companyId: string, @Body(zodBody(termInputSchema)) body: TermData): Promise<Term> {
    return this.catalog.createTerm(companyId, body);
  }

  @ApiDoc({ summary: 'Replace a term', response: termResponseSchema })
  @Put('terms/:id')
  updateTerm(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @Body(zodBody(termInputSchema)) body: TermData,
  ): Promise<Term> {
    return this.catalog.updateTerm(companyId, id, body);
  }

  @ApiDoc({ summary: 'Delete a term' })
  @Delete('terms/:id')
  @HttpCode(204)
  removeTerm(@CompanyId() companyId: string, @Param('id') id: string): Promise<void> {
    return this.catalog.removeTerm(companyId, id);
  }

  /** The products as a CSV file for Excel NL (semicolons, UTF-8 BOM, decimal comma). */
  @ApiDoc({ summary: 'Export the catalogue as CSV', response: binary('text/csv') })
  @Get('export')
  async export(@CompanyId() companyId: string): Promise<StreamableFile> {
    const content = Buffer.from(await this.catalog.exportCsv(companyId), 'utf8');
    return fileResponse(content, 'text/csv; charset=utf-8', attachment('producten.csv'));
  }

  /** 'Standaard data herstellen': the example catalogue in place of the current one. */
  @ApiDoc({ summary: 'Restore the sample catalogue', response: extractedDataResponseSchema })
  @Post('sample')
  restoreSample(@CompanyId() companyId: string): Promise<ExtractedData> {
    return this.catalog.restoreSample(companyId);
  }
}
