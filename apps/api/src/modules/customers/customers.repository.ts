/** Customers, always read and written within a company (tenant scope). */
import { Injectable } from '@nestjs/common';
import type { CustomerData, CustomerListQuery } from '@offerteflow/contracts';
import { txManager, type Tx, TransactionalRepository } from '../../database/tx';
import { nextVersion } from '../../database/versioned';
import { isUuid, likePattern, type RowsAndTotal } from '../../common';
import { CustomerEntity } from './customer.entity';
import { customerColumns } from './customer.mapper';

@Injectable()
export class CustomersRepository extends TransactionalRepository {
  /** Case-insensitive search over name and e-mail, alphabetical by name. */
  list(companyId: string, query: CustomerListQuery): Promise<RowsAndTotal<CustomerEntity>> {
    const qb = this.companyQuery(CustomerEntity, 'c', companyId);
    if (query.search) {
      qb.andWhere('c.search_text LIKE :term', { term: likePattern(query.search) });
    }
    return this.fetchPage(qb.orderBy('lower(c.name)', 'ASC').addOrderBy('c.id', 'ASC'), query);
  }

  /** Null for another company's id or a malformed id; `lock` holds the row for an edit until commit. */
  async findInCompany(tx: Tx, companyId: string, id: string, lock = false): Promise<CustomerEntity | null> {
    if (!isUuid(id)) return null;
    return txManager(tx).findOne(CustomerEntity, {
      where: { id, companyId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  insert(tx: Tx, companyId: string, input: CustomerData): Promise<CustomerEntity> {
    return txManager(tx).save(txManager(tx).create(CustomerEntity, { companyId, ...customerColumns(input) }));
  }

  /** Saves the edit as the customer's next version. */
  async update(tx: Tx, customer: CustomerEntity, input: CustomerData): Promise<CustomerEntity> {
    Object.assign(customer, customerColumns(input));
    return txManager(tx).save(nextVersion(customer));
  }

  /** True when a row was deleted. Quotes keep their snapshot; their customer_id becomes NULL. */
  async delete(companyId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.dataSource.getRepository(CustomerEntity).delete({ id, companyId });
    return !!result.affected;
  }
}
