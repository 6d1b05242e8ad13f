import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  quoteCreateSchema,
  quoteListQuerySchema,
  quoteStatusUpdateSchema,
  quoteUpdateSchema,
  type Quote,
  type QuoteCreateData,
  type QuoteHistoryEntry,
  type QuoteListItem,
  type QuoteListQuery,
  type QuoteStats,
  type QuoteStatusUpdate,
  quoteListResponseSchema,
  quoteStatsResponseSchema,
  quoteResponseSchema,
  quoteHistoryResponseSchema,
} from '@offerteflow/contracts';
import {
  Idempotent,
  CompanyId,
  ApiKeyAccess,
  CurrentActor,
  RawResponse,
  zodBody,
  type Actor,
  type Paged,
  ApiDoc,
} from '../../common';
import { QuotesService } from './quotes.service';

/** SPEC §7 Quotes (CRUD, status, duplicate, history, stats); every route is scoped to the caller's company. */
@ApiKeyAccess()
@Controller('quotes')
export class QuotesController {
  constructor(private readonly quotes: QuotesService) {}

  /** Paged envelope {data, meta}: ?search=&status=&page=&pageSize=, newest first. */
  @ApiDoc({ summary: 'List quotes (paged, newest first)', response: quoteListResponseSchema })
  @Get()
  @RawResponse()
  list(
    @CompanyId() companyId: string,
    @Query(zodBody(quoteListQuerySchema)) query: QuoteListQuery,
  ): Promise<Paged<QuoteListItem>> {
    return this.quotes.list(companyId, query);
  }

  /** Dashboard statistics (declared before :id so 'stats' is not taken for an id). */
  @ApiDoc({ summary: 'Dashboard statistics', response: quoteStatsResponseSchema })
  @Get('stats')
  stats(@CompanyId() companyId: string): Promise<QuoteStats> {
    return this.quotes.stats(companyId);
  }

  @ApiDoc({ summary: 'Get a quote', response: quoteResponseSchema })
  @Get(':id')
  get(@CompanyId() companyId: string, @Param('id') id: string): Promise<Quote> {
    return this.quotes.get(companyId, id);
  }

  @ApiDoc({ summary: 'Status and change history of a quote', response: quoteHistoryResponseSchema })
  @Get(':id/history')
  history(@CompanyId() companyId: string, @Param('id') id: string): Promise<QuoteHistoryEntry[]> {
    return this.quotes.history(companyId, id);
  }

  @ApiDoc({ summary: 'Create a quote', response: quoteResponseSchema, errors: [404] })
  @Post()
  @Idempotent()
  create(
    @CurrentActor() auth: Actor,
    @Body(zodBody(quoteCreateSchema)) body: QuoteCreateData,
  ): Promise<Quote> {
    return this.quotes.create(auth.companyId, auth.userId, body);
  }

  @ApiDoc({ summary: 'Replace a draft quote', response: quoteResponseSchema, errors: [409] })
  @Put(':id')
  update(
    @CurrentActor() auth: Actor,
    @Param('id') id: string,
    @Body(zodBody(quoteUpdateSchema)) body: QuoteCreateData,
  ): Promise<Quote> {
    return this.quotes.update(auth.companyId, auth.userId, id, body);
  }

  @ApiDoc({ summary: 'Change the status of a quote', response: quoteResponseSchema, errors: [409] })
  @Patch(':id/status')
  changeStatus(
    @CurrentActor() auth: Actor,
    @Param('id') id: string,
    @Body(zodBody(quoteStatusUpdateSchema)) body: QuoteStatusUpdate,
  ): Promise<Quote> {
    return this.quotes.changeStatus(auth.companyId, auth.userId, id, body.status);
  }

  @ApiDoc({ summary: 'Duplicate a quote as a new draft', response: quoteResponseSchema })
  @Post(':id/duplicate')
  @Idempotent()
  duplicate(@CurrentActor() auth: Actor, @Param('id') id: string): Promise<Quote> {
    return this.quotes.duplicate(auth.companyId, auth.userId, id);
  }

  @ApiDoc({ summary: 'Delete a quote', errors: [409] })
  @Delete(':id')
  @HttpCode(204)
  remove(@CompanyId() companyId: string, @Param('id') id: string): Promise<void> {
    return this.quotes.remove(companyId, id);
  }
}
