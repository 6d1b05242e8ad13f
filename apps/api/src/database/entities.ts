/** Every TypeORM entity of the API: the DataSource, migration generation and drift check use this list. */
import { PasswordResetTokenEntity } from '../modules/auth/password-reset-token.entity';
import { RefreshTokenEntity } from '../modules/auth/refresh-token.entity';
import { SessionEntity } from '../modules/auth/session.entity';
import { CompanyEntity } from '../modules/companies/company.entity';
import { QuoteSettingsEntity } from '../modules/settings/quote-settings.entity';
import { TemplateEntity } from '../modules/templates/template.entity';
import { UserEntity } from '../modules/users/user.entity';
import { CustomerEntity } from '../modules/customers/customer.entity';
import { QuoteEntity } from '../modules/quotes/quote.entity';
import { QuoteItemEntity } from '../modules/quotes/quote-item.entity';
import { QuoteHistoryEntity } from '../modules/quotes/quote-history.entity';
import { QuoteNumberCounterEntity } from '../modules/quotes/quote-number-counter.entity';
import { ProductEntity } from '../modules/products/product.entity';
import { TermEntity } from '../modules/products/term.entity';
import { IdempotencyKeyEntity } from '../common/idempotency/idempotency-key.entity';
import { EmailLogEntity } from '../modules/quotes/email-log.entity';
import { TemplateAnalysisEntity } from '../modules/house-style/template-analysis.entity';
import { OnboardingSessionEntity } from '../modules/onboarding/entities/onboarding-session.entity';
import { OnboardingDocumentEntity } from '../modules/onboarding/entities/onboarding-document.entity';
import { ApiKeyEntity } from '../modules/api-keys/api-key.entity';
import { WebhookEndpointEntity } from '../modules/webhooks/webhook-endpoint.entity';
import { WebhookDeliveryEntity } from '../modules/webhooks/webhook-delivery.entity';
import { WebhookDeliveryAttemptEntity } from '../modules/webhooks/webhook-delivery-attempt.entity';
import { QuoteLinkEntity } from '../modules/quotes/quote-link.entity';
import { QuoteCustomerDecisionEntity } from '../modules/quotes/quote-customer-decision.entity';
import { QuoteReminderEntity } from '../modules/customer-portal/quote-reminder.entity';
import { StoredFileEntity } from '../infra/storage/stored-file.entity';
import { InvitationEntity } from '../modules/team/invitation.entity';
import { StoredFileChunkEntity } from '../infra/storage/stored-file-chunk.entity';
import { CompanyExportEntity } from '../modules/company-export/company-export.entity';
import { QuotePdfEntity } from '../modules/quotes/quote-pdf.entity';

export const ENTITIES = [
  CompanyEntity,
  UserEntity,
  SessionEntity,
  RefreshTokenEntity,
  QuoteSettingsEntity,
  TemplateEntity,
  PasswordResetTokenEntity,
  CustomerEntity,
  QuoteEntity,
  QuoteItemEntity,
  QuoteHistoryEntity,
  QuoteNumberCounterEntity,
  ProductEntity,
  TermEntity,
  EmailLogEntity,
  TemplateAnalysisEntity,
  StoredFileEntity,
  OnboardingSessionEntity,
  OnboardingDocumentEntity,
  IdempotencyKeyEntity,
  ApiKeyEntity,
  WebhookEndpointEntity,
  WebhookDeliveryEntity,
  WebhookDeliveryAttemptEntity,
  QuoteLinkEntity,
  QuoteCustomerDecisionEntity,
  QuoteReminderEntity,
  InvitationEntity,
  StoredFileChunkEntity,
  CompanyExportEntity,
  QuotePdfEntity,
];
