import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  customerInputSchema,
  customerListQuerySchema,
  type Customer,
  type CustomerData,
  type CustomerListQuery,
} from '@offerteflow/contracts';
import { ApiKeyAccess, CompanyId, Idempotent, RawResponse, zodBody, type Paged } from '../../common';
import { CustomersService } from './customers.service';

@ApiKeyAccess()
@Controller('customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  /** Paged envelope {data, meta}; ?search= matches name and e-mail case-insensitively. */
  @Get()
  @RawResponse()
  list(
    @CompanyId() companyId: string,
    @Query(zodBody(customerListQuerySchema)) query: CustomerListQuery,
  ): Promise<Paged<Customer>> {
    return this.customers.list(companyId, query);
  }

  @Get(':id')
  get(@CompanyId() companyId: string, @Param('id') id: string): Promise<Customer> {
    return this.customers.get(companyId, id);
  }

  @Post()
  @Idempotent()
  create(
    @CompanyId() companyId: string,
    @Body(zodBody(customerInputSchema)) body: CustomerData,
  ): Promise<Customer> {
    return this.customers.create(companyId, body);
  }

  @Put(':id')
  update(
    @CompanyId() companyId: string,
    @Param('id') id: string,
    @Body(zodBody(customerInputSchema)) body: CustomerData,
  ): Promise<Customer> {
    return this.customers.update(companyId, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CompanyId() companyId: string, @Param('id') id: string): Promise<void> {
    return this.customers.remove(companyId, id);
  }
}
