import { COMPANY_EXPORT_MSG } from '@offerteflow/contracts';
import { defineErrors } from '../../common';

export const companyExportError = defineErrors({
  expired: [404, 'NOT_FOUND', COMPANY_EXPORT_MSG.expired],
});
