import type { Company } from '@offerteflow/contracts';
import type { CompanyEntity } from './company.entity';

export const toCompanyDto = (c: CompanyEntity): Company => ({
  id: c.id,
  name: c.name,
  subscriptionType: c.subscriptionType,
});
