/** Customers of the caller's company: list with search, create, update, delete. */
import { Injectable } from '@nestjs/common';
import type { Customer, CustomerData, CustomerListQuery } from '@offerteflow/contracts';
import { checkVersion, notFound, orNotFound, toPaged, type IfMatch, type Paged } from '../../common';
import type { CustomerEntity } from './customer.entity';
import { toCustomerDto } from './customer.mapper';
import type { Tx } from '../../database/tx';
import { CustomersRepository } from './customers.repository';

@Injectable()
export class CustomersService {
  constructor(private readonly customers: CustomersRepository) {}

  async list(companyId: string, query: CustomerListQuery): Promise<Paged<Customer>> {
    return toPaged(await this.customers.list(companyId, query), query, toCustomerDto);
  }

  async get(companyId: string, id: string): Promise<Customer> {
    return toCustomerDto(await this.findOrFail(this.customers.manager, companyId, id));
  }

  /** The customer row within the caller's company; 404 otherwise (also for a malformed id). */
  async findOrFail(tx: Tx, companyId: string, id: string): Promise<CustomerEntity> {
    const customer = orNotFound(await this.customers.findInCompany(tx, companyId, id));
    return customer;
  }

  /** Inserts within the caller's transaction, so a quote creates its new customer atomically. */
  insert(tx: Tx, companyId: string, input: CustomerData): Promise<CustomerEntity> {
    return this.customers.insert(tx, companyId, input);
  }

  async create(companyId: string, input: CustomerData): Promise<Customer> {
    return toCustomerDto(await this.customers.insert(this.customers.manager, companyId, input));
  }

  /** Replaces the customer; a stale If-Match answers 412 with the customer as it is now. */
  update(companyId: string, id: string, input: CustomerData, ifMatch: IfMatch = null): Promise<Customer> {
    return this.customers.transaction(async (tx) => {
      const customer = orNotFound(await this.customers.findInCompany(tx, companyId, id, true));
      await checkVersion(customer.version, ifMatch, () => toCustomerDto(customer));
      return toCustomerDto(await this.customers.update(tx, customer, input));
    });
  }

  /** Deletes the customer; its quotes stay with their customer snapshot (docs/quotes.md). */
  async remove(companyId: string, id: string): Promise<void> {
    if (!(await this.customers.delete(companyId, id))) throw notFound();
  }
}
