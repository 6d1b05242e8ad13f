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
  StreamableFile,
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
} from '@offerteflow/contracts';
import { ApiKeyAccess, CompanyId, RawResponse, zodBody, type Paged } from '../../common';
import { CatalogService } from './catalog.service';

/** The products page: products and terms of the caller's company; another company's id answers 404. */
@ApiKeyAccess()
@Controller('catalog')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  /** Paged envelope {data, meta}; ?search= matches name, description and category. */
  @Get('products')
  @RawResponse()
  listProducts(
    @CompanyId() companyId: string,
    @Query(zodBody(catalogListQuerySchema)) query: CatalogListQuery,
  ): Promise<Paged<Product>> {
    return this.catalog.listProducts(companyId, query);
  }

  @Post('products')
  createProduct(
    @CompanyId() companyId: string,
    @Body(zodBody(productInputSchema)) body: ProductData,
  ): Promise<Product> {
    return this.catalog.createProduct(companyId, body);
  }

  @Put('products/:id')
  updateProduct(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @Body(zodBody(productInputSchema)) body: ProductData,
  ): Promise<Product> {
    return this.catalog.updateProduct(companyId, id, body);
  }

  @Delete('products/:id')
  @HttpCode(204)
  removeProduct(@CompanyId() companyId: string, @Param('id') id: string): Promise<void> {
    return this.catalog.removeProduct(companyId, id);
  }

  @Get('terms')
  listTerms(@CompanyId() companyId: string): Promise<Term[]> {
    return this.catalog.listTerms(companyId);
  }

  @Post('terms')
  createTerm(@CompanyId() companyId: string, @Body(zodBody(termInputSchema)) body: TermData): Promise<Term> {
    return this.catalog.createTerm(companyId, body);
  }

  @Put('terms/:id')
  updateTerm(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @Body(zodBody(termInputSchema)) body: TermData,
  ): Promise<Term> {
    return this.catalog.updateTerm(companyId, id, body);
  }

  @Delete('terms/:id')
  @HttpCode(204)
  removeTerm(@CompanyId() companyId: string, @Param('id') id: string): Promise<void> {
    return this.catalog.removeTerm(companyId, id);
  }

  /** The products as a CSV file for Excel NL (semicolons, UTF-8 BOM, decimal comma). */
  @Get('export')
  async export(@CompanyId() companyId: string): Promise<StreamableFile> {
    const content = Buffer.from(await this.catalog.exportCsv(companyId), 'utf8');
    return new StreamableFile(content, {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="producten.csv"',
      length: content.length,
    });
  }

  /** 'Standaard data herstellen': the example catalogue in place of the current one. */
  @Post('sample')
  restoreSample(@CompanyId() companyId: string): Promise<ExtractedData> {
    return this.catalog.restoreSample(companyId);
  }
}
