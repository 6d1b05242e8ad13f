import { Controller, Param } from '@nestjs/common';
import {
  quoteCreateSchema,
  quoteListQuerySchema,
  quoteStatusUpdateSchema,
  quoteUpdateSchema,
  type QuoteCreateData,
  type QuoteListQuery,
  type QuoteStatusUpdate,
  quoteListResponseSchema,
  quoteStatsResponseSchema,
  quoteResponseSchema,
  quoteHistoryResponseSchema,
  productUsageResponseSchema,
} from '@offerteflow/contracts';
import {
  Idempotent,
  IfMatch,
  CompanyId,
  ApiKeyAccess,
  CurrentActor,
  RawResponse,
  type Actor,
  Route,
  ValidBody,
  ValidQuery,
  Versioned,
} from '../../common';
import { ProductUsageService } from './product-usage.service';
import { QuoteAuthoringService } from './quote-authoring.service';
import { QuoteStatusService } from './quote-status.service';
import { QuotesService } from './quotes.service';

/** SPEC §7 Quotes (CRUD, status, duplicate, history, stats); every route is scoped to the caller's company. */
@ApiKeyAccess()
@Controller('quotes')
export class QuotesController {
  constructor(
    private readonly quotes: QuotesService,
    private readonly authoring: QuoteAuthoringService,
    private readonly status: QuoteStatusService,
    private readonly productUsage: ProductUsageService,
  ) {}

  /** Paged envelope {data, meta}: ?search=&status=&viewed=&owner=&page=&pageSize=, newest first. */
  @Route.get({ summary: 'List quotes (paged, newest first)', response: quoteListResponseSchema })
  @RawResponse()
  list(@CurrentActor() actor: Actor, @ValidQuery(quoteListQuerySchema) query: QuoteListQuery) {
    return this.quotes.list(actor.companyId, query, actor.userId);
  }

  /** Dashboard statistics (declared before :id so 'stats' is not taken for an id). */
  @Route.get('stats', { summary: 'Dashboard statistics', response: quoteStatsResponseSchema })
  stats(@CompanyId() companyId: string) {
    return this.quotes.stats(companyId);
  }

  /** The product picker's 'most used' order (declared before :id like 'stats'). */
  @Route.get('product-usage', {
    summary: 'How often each catalogue product was quoted recently, most used first',
    response: productUsageResponseSchema,
  })
  productUsageCounts(@CompanyId() companyId: string) {
    return this.productUsage.usage(companyId);
  }

  @Route.get(':id', { summary: 'Get a quote', response: quoteResponseSchema })
  @Versioned()
  get(@CompanyId() companyId: string, @Param('id') id: string) {
    return this.quotes.get(companyId, id);
  }

  @Route.get(':id/history', {
    summary: 'Status and change history of a quote',
    response: quoteHistoryResponseSchema,
  })
  history(@CompanyId() companyId: string, @Param('id') id: string) {
    return this.quotes.history(companyId, id);
  }

  @Route.post({ summary: 'Create a quote', response: quoteResponseSchema, errors: [404] })
  @Idempotent()
  create(@CurrentActor() auth: Actor, @ValidBody(quoteCreateSchema) body: QuoteCreateData) {
    return this.authoring.create(auth.companyId, auth.userId, body);
  }

  @Route.put(':id', { summary: 'Replace a draft quote', response: quoteResponseSchema, errors: [409] })
  @Versioned()
  update(
    @CurrentActor() auth: Actor,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatch,
    @ValidBody(quoteUpdateSchema) body: QuoteCreateData,
  ) {
    return this.authoring.update(auth.companyId, auth.userId, id, body, ifMatch);
  }

  @Route.patch(':id/status', {
    summary: 'Change the status of a quote',
    response: quoteResponseSchema,
    errors: [409],
  })
  @Versioned()
  changeStatus(
    @CurrentActor() auth: Actor,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatch,
    @ValidBody(quoteStatusUpdateSchema) body: QuoteStatusUpdate,
  ) {
    return this.status.changeStatus(auth.companyId, auth.userId, id, body.status, ifMatch);
  }

  @Route.post(':id/duplicate', { summary: 'Duplicate a quote as a new draft', response: quoteResponseSchema })
  @Idempotent()
  duplicate(@CurrentActor() auth: Actor, @Param('id') id: string) {
    return this.authoring.duplicate(auth.companyId, auth.userId, id);
  }

  @Route.delete(':id', { summary: 'Delete a quote', errors: [409], status: 204 })
  remove(@CompanyId() companyId: string, @Param('id') id: string) {
    return this.authoring.remove(companyId, id);
  }
}
