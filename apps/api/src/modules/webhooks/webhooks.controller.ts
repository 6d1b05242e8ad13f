import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  webhookDeliveryListResponseSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointInputSchema,
  webhookEndpointListResponseSchema,
  webhookEndpointResponseSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointData,
} from '@offerteflow/contracts';
import { ApiDoc, CompanyId, zodBody } from '../../common';
import { WebhooksService } from './webhooks.service';

/** /api/webhooks: logged-in users only (no @ApiKeyAccess: a key cannot redirect the company's events). */
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiDoc({ summary: "List the company's webhook endpoints", response: webhookEndpointListResponseSchema })
  list(@CompanyId() companyId: string): Promise<WebhookEndpoint[]> {
    return this.webhooks.list(companyId);
  }

  @Post()
  @ApiDoc({
    summary: 'Add a webhook endpoint (a signing secret is generated)',
    response: webhookEndpointResponseSchema,
  })
  create(
    @CompanyId() companyId: string,
    @Body(zodBody(webhookEndpointInputSchema)) body: WebhookEndpointData,
  ): Promise<WebhookEndpoint> {
    return this.webhooks.create(companyId, body);
  }

  @Put(':id')
  @ApiDoc({ summary: 'Change a webhook endpoint', response: webhookEndpointResponseSchema })
  update(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @Body(zodBody(webhookEndpointInputSchema)) body: WebhookEndpointData,
  ): Promise<WebhookEndpoint> {
    return this.webhooks.update(companyId, id, body);
  }

  /** Deletes the endpoint and its deliveries. */
  @Delete(':id')
  @ApiDoc({ summary: 'Delete a webhook endpoint and its deliveries' })
  @HttpCode(204)
  remove(@CompanyId() companyId: string, @Param('id') id: string): Promise<void> {
    return this.webhooks.remove(companyId, id);
  }

  /** The 50 newest deliveries of the endpoint. */
  @Get(':id/deliveries')
  @ApiDoc({ summary: 'The 50 newest deliveries of an endpoint', response: webhookDeliveryListResponseSchema })
  deliveries(@CompanyId() companyId: string, @Param('id') id: string): Promise<WebhookDelivery[]> {
    return this.webhooks.deliveries(companyId, id);
  }

  @Post('deliveries/:deliveryId/resend')
  @ApiDoc({
    summary: 'Send a delivery again as a new delivery of the same event',
    response: webhookDeliveryResponseSchema,
  })
  resend(@CompanyId() companyId: string, @Param('deliveryId') id: string): Promise<WebhookDelivery> {
    return this.webhooks.resend(companyId, id);
  }
}
