import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  customerInputSchema,
  customerListQuerySchema,
  type Customer,
  type CustomerData,
  type CustomerListQuery,
  customerListResponseSchema,
  customerResponseSchema,
} from '@offerteflow/contracts';
import { ApiKeyAccess, CompanyId, Idempotent, RawResponse, zodBody, type Paged, ApiDoc } from '../../common';
import { CustomersService } from './customers.service';

@ApiKeyAccess()
@Controller('customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  /** Paged envelope {data, meta}; ?search= matches name and e-mail case-insensitively. */
  @ApiDoc({
    summary: 'List customers (paged, ?search= on name and e-mail)',
    response: customerListResponseSchema,
  })
  @Get()
  @RawResponse()
  list(
    @CompanyId() companyId: string,
    @Query(zodBody(customerListQuerySchema)) query: CustomerListQuery,
  ): Promise<Paged<Customer>> {
    return this.customers.list(companyId, query);
  }

  @ApiDoc({ summary: 'Get a customer', response: customerResponseSchema })
  @Get(':id')
  get(@CompanyId() companyId: string, @Param('id') id: string): Promise<Customer> {
    return this.customers.get(companyId, id);
  }

  @ApiDoc({ summary: 'Create a customer', response: customerResponseSchema })
  @Post()
  @Idempotent()
  create(
    @CompanyId() companyId: string,
    @Body(zodBody(customerInputSchema)) body: CustomerData,
  ): Promise<Customer> {
    return this.customers.create(companyId, body);
  }

  @ApiDoc({ summary: 'Replace a customer', response: customerResponseSchema })
  @Put(':id')
  update(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @Body(zodBody(customerInputSchema)) body: CustomerData,
  ): Promise<Customer> {
    return this.customers.update(companyId, id, body);
  }

  @ApiDoc({ summary: 'Delete a customer', errors: [409] })
  @Delete(':id')
  @HttpCode(204)
  remove(@CompanyId() companyId: string, @Param('id') id: string): Promise<void> {
    return this.customers.remove(companyId, id);
  }
}
