import { Controller, Param } from '@nestjs/common';
import {
  webhookDeliveryListResponseSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointInputSchema,
  webhookEndpointListResponseSchema,
  webhookEndpointResponseSchema,
  type WebhookEndpointData,
} from '@offerteflow/contracts';
import { CompanyId, Route, ValidBody, AdminOnly } from '../../common';
import { WebhooksService } from './webhooks.service';

/** /api/webhooks: logged-in users only (no @ApiKeyAccess: a key cannot redirect the company's events). */
@AdminOnly()
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Route.get({
    summary: "List the company's webhook endpoints",
    response: webhookEndpointListResponseSchema,
  })
  list(@CompanyId() companyId: string) {
    return this.webhooks.list(companyId);
  }

  @Route.post({
    summary: 'Add a webhook endpoint (a signing secret is generated)',
    response: webhookEndpointResponseSchema,
  })
  create(@CompanyId() companyId: string, @ValidBody(webhookEndpointInputSchema) body: WebhookEndpointData) {
    return this.webhooks.create(companyId, body);
  }

  @Route.put(':id', { summary: 'Change a webhook endpoint', response: webhookEndpointResponseSchema })
  update(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @ValidBody(webhookEndpointInputSchema) body: WebhookEndpointData,
  ) {
    return this.webhooks.update(companyId, id, body);
  }

  /** Deletes the endpoint and its deliveries. */
  @Route.delete(':id', { summary: 'Delete a webhook endpoint and its deliveries', status: 204 })
  remove(@CompanyId() companyId: string, @Param('id') id: string) {
    return this.webhooks.remove(companyId, id);
  }

  /** The 50 newest deliveries of the endpoint. */
  @Route.get(':id/deliveries', {
    summary: 'The 50 newest deliveries of an endpoint',
    response: webhookDeliveryListResponseSchema,
  })
  deliveries(@CompanyId() companyId: string, @Param('id') id: string) {
    return this.webhooks.deliveries(companyId, id);
  }

  @Route.post('deliveries/:deliveryId/resend', {
    summary: 'Send a delivery again as a new delivery of the same event',
    response: webhookDeliveryResponseSchema,
  })
  resend(@CompanyId() companyId: string, @Param('deliveryId') id: string) {
    return this.webhooks.resend(companyId, id);
  }
}
