import type { Company } from '@offerteflow/contracts';
import type { CompanyEntity } from './company.entity';

export const toCompanyDto = (c: Pick<CompanyEntity, 'id' | 'name' | 'subscriptionType'>): Company => ({
  id: c.id,
  name: c.name,
  subscriptionType: c.subscriptionType,
});
