import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  webhookEndpointInputSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointData,
} from '@offerteflow/contracts';
import { CompanyId, zodBody } from '../../common';
import { WebhooksService } from './webhooks.service';

/** /api/webhooks: logged-in users only (no @ApiKeyAccess: a key cannot redirect the company's events). */
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  list(@CompanyId() companyId: string): Promise<WebhookEndpoint[]> {
    return this.webhooks.list(companyId);
  }

  @Post()
  create(
    @CompanyId() companyId: string,
    @Body(zodBody(webhookEndpointInputSchema)) body: WebhookEndpointData,
  ): Promise<WebhookEndpoint> {
    return this.webhooks.create(companyId, body);
  }

  @Put(':id')
  update(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @Body(zodBody(webhookEndpointInputSchema)) body: WebhookEndpointData,
  ): Promise<WebhookEndpoint> {
    return this.webhooks.update(companyId, id, body);
  }

  /** Deletes the endpoint and its deliveries. */
  @Delete(':id')
  @HttpCode(204)
  remove(@CompanyId() companyId: string, @Param('id') id: string): Promise<void> {
    return this.webhooks.remove(companyId, id);
  }

  /** The 50 newest deliveries of the endpoint. */
  @Get(':id/deliveries')
  deliveries(@CompanyId() companyId: string, @Param('id') id: string): Promise<WebhookDelivery[]> {
    return this.webhooks.deliveries(companyId, id);
  }

  @Post('deliveries/:deliveryId/resend')
  resend(@CompanyId() companyId: string, @Param('deliveryId') id: string): Promise<WebhookDelivery> {
    return this.webhooks.resend(companyId, id);
  }
}
