import { Controller, Param } from '@nestjs/common';
import {
  customerInputSchema,
  customerListQuerySchema,
  type CustomerData,
  type CustomerListQuery,
  customerListResponseSchema,
  customerResponseSchema,
} from '@offerteflow/contracts';
import {
  ApiKeyAccess,
  CompanyId,
  Idempotent,
  IfMatch,
  RawResponse,
  Route,
  ValidBody,
  ValidQuery,
  Versioned,
} from '../../common';
import { CustomersService } from './customers.service';

@ApiKeyAccess()
@Controller('customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  /** Paged envelope {data, meta}; ?search= matches name and e-mail case-insensitively. */
  @Route.get({
    summary: 'List customers (paged, ?search= on name and e-mail)',
    response: customerListResponseSchema,
  })
  @RawResponse()
  list(@CompanyId() companyId: string, @ValidQuery(customerListQuerySchema) query: CustomerListQuery) {
    return this.customers.list(companyId, query);
  }

  @Route.get(':id', { summary: 'Get a customer', response: customerResponseSchema })
  @Versioned()
  get(@CompanyId() companyId: string, @Param('id') id: string) {
    return this.customers.get(companyId, id);
  }

  @Route.post({ summary: 'Create a customer', response: customerResponseSchema })
  @Idempotent()
  create(@CompanyId() companyId: string, @ValidBody(customerInputSchema) body: CustomerData) {
    return this.customers.create(companyId, body);
  }

  @Route.put(':id', { summary: 'Replace a customer', response: customerResponseSchema })
  @Versioned()
  update(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatch,
    @ValidBody(customerInputSchema) body: CustomerData,
  ) {
    return this.customers.update(companyId, id, body, ifMatch);
  }

  @Route.delete(':id', { summary: 'Delete a customer', errors: [409], status: 204 })
  remove(@CompanyId() companyId: string, @Param('id') id: string) {
    return this.customers.remove(companyId, id);
  }
}
