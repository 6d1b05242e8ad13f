/** Ordered list of migrations (scripts/migration-generate.cjs appends new ones here). */
import { QuotePdfCache1795787198249 } from './1795787198249-QuotePdfCache';
import { EditVersions1795777264354 } from './1795777264354-EditVersions';
import { ProductVatRateCheck1795775622647 } from './1795775622647-ProductVatRateCheck';
import { DocumentTypeSourcePricesAndReview1795778224705 } from './1795778224705-DocumentTypeSourcePricesAndReview';
import { QuoteDiscountsOptionsDeposit1795779000000 } from './1795779000000-QuoteDiscountsOptionsDeposit';
import { DocumentReadByOcr1795775812990 } from './1795775812990-DocumentReadByOcr';
import { TeamsAndAuthors1795776352491 } from './1795776352491-TeamsAndAuthors';
import { CompanyExportsAndFileChunks1795776276209 } from './1795776276209-CompanyExportsAndFileChunks';
import { ApiKeysAndWebhooks1795471690896 } from './1795471690896-ApiKeysAndWebhooks';
import { CustomerPortal1795471372803 } from './1795471372803-CustomerPortal';
import { TemplateAnalyses1795460927790 } from './1795460927790-TemplateAnalyses';
import { IdempotencyKeys1795461433893 } from './1795461433893-IdempotencyKeys';
import { OnboardingDocumentsAndFiles1795461764436 } from './1795461764436-OnboardingDocumentsAndFiles';
import { QuoteItemVatRateDecimal1795442785226 } from './1795442785226-QuoteItemVatRateDecimal';
import { EmailLog1795439494564 } from './1795439494564-EmailLog';
import { QuotesCustomersCatalogue1795439002558 } from './1795439002558-QuotesCustomersCatalogue';
import { AccountSettings1795439068005 } from './1795439068005-AccountSettings';
import { QuoteSettingsAndTemplates1795425066441 } from './1795425066441-QuoteSettingsAndTemplates';
import type { MigrationInterface } from 'typeorm';
import { Init1795338867257 } from './1795338867257-Init';

type MigrationClass = new () => MigrationInterface;
export const MIGRATIONS: MigrationClass[] = [
  Init1795338867257,
  QuoteSettingsAndTemplates1795425066441,
  QuotesCustomersCatalogue1795439002558,
  AccountSettings1795439068005,
  EmailLog1795439494564,
  QuoteItemVatRateDecimal1795442785226,
  TemplateAnalyses1795460927790,
  IdempotencyKeys1795461433893,
  OnboardingDocumentsAndFiles1795461764436,
  CustomerPortal1795471372803,
  ApiKeysAndWebhooks1795471690896,
  ProductVatRateCheck1795775622647,
  DocumentReadByOcr1795775812990,
  CompanyExportsAndFileChunks1795776276209,
  TeamsAndAuthors1795776352491,
  EditVersions1795777264354,
  DocumentTypeSourcePricesAndReview1795778224705,
  QuoteDiscountsOptionsDeposit1795779000000,
  QuotePdfCache1795787198249,
];
