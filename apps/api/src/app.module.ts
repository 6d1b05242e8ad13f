/** The HTTP application (ROLE=api|all): core modules, HTTP features, error filter, auth guard. */
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { Logger } from 'pino';
import type { ResolvedConfig } from './config';
import { AllExceptionsFilter } from './common/exception.filter';
import { LOGGER } from './common/logger';
import { IdempotencyModule } from './common/idempotency/idempotency.module';
import { ThrottleModule } from './infra/throttle/throttle.module';
import { AccountModule } from './modules/account/account.module';
import { PdfModule } from './infra/pdf/pdf.module';
import { AuthModule } from './modules/auth/auth.module';
import { BillingModule } from './modules/billing/billing.module';
import { SettingsModule } from './modules/settings/settings.module';
import { CompaniesModule } from './modules/companies/companies.module';
import { HealthModule } from './modules/health/health.module';
import { UsersModule } from './modules/users/users.module';
import { CustomersModule } from './modules/customers/customers.module';
import { QuotesModule } from './modules/quotes/quotes.module';
import { TemplatesModule } from './modules/templates/templates.module';
import { OnboardingModule } from './modules/onboarding/onboarding.module';
import { AiTextModule } from './modules/ai/ai-text.module';
import { HouseStyleModule } from './modules/house-style/house-style.module';
import { CatalogModule } from './modules/products/catalog.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { OpenApiModule } from './modules/openapi/openapi.module';
import { CustomerPortalModule } from './modules/customer-portal/customer-portal.module';
import { TeamModule } from './modules/team/team.module';
import { CompanyExportModule } from './modules/company-export/company-export.module';
import { coreModules, JOB_MODULES } from './worker.module';

@Module({})
export class AppModule {
  static forRoot(config: ResolvedConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...coreModules(config, logger),
        ThrottleModule,
        IdempotencyModule,
        PdfModule,
        HealthModule,
        CompaniesModule,
        UsersModule,
        AuthModule,
        SettingsModule,
        AccountModule,
        BillingModule,
        CustomersModule,
        QuotesModule,
        TemplatesModule,
        OnboardingModule,
        AiTextModule,
        HouseStyleModule,
        CatalogModule,
        WebhooksModule,
        OpenApiModule,
        CustomerPortalModule,
        TeamModule,
        CompanyExportModule,
        // ROLE=all processes jobs in this process too; ROLE=api only enqueues (BullMQ workers stay off).
        ...JOB_MODULES,
      ],
      providers: [
        { provide: APP_FILTER, inject: [LOGGER], useFactory: (l: Logger) => new AllExceptionsFilter(l) },
      ],
    };
  }
}
