import type { Customer, CustomerData } from '@offerteflow/contracts';
import type { CustomerEntity } from './customer.entity';

export function toCustomerDto(c: CustomerEntity): Customer {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    address: c.address,
    postalCode: c.postalCode,
    city: c.city,
    country: c.country,
    kvkNumber: c.kvkNumber,
    vatNumber: c.vatNumber,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    version: c.version,
  };
}

/** The columns a create or update writes (the parsed contract input maps one to one). */
export function customerColumns(input: CustomerData): Partial<CustomerEntity> {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    address: input.address,
    postalCode: input.postalCode,
    city: input.city,
    country: input.country,
    kvkNumber: input.kvkNumber,
    vatNumber: input.vatNumber,
  };
}
