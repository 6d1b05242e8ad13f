/**
 * Text to quote: the company's catalogue, default terms and own details as context, the configured AI
 * provider, a throttle per company. The pasted text is passed on and returned from, never stored or
 * logged (the request logger logs method, url and status only).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AiQuoteResult } from '@offerteflow/contracts';
import { centsToEuro } from '@offerteflow/domain';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { AiProvider, type QuoteContext } from '../../infra/ai/ai-provider';
import { AiTimeoutError, AiUnavailableError } from '../../infra/ai/ai-errors';
import { aiError } from './ai.errors';
import { RateLimits } from '../../infra/throttle/rate-limit.service';
import { CompaniesRepository } from '../companies/companies.repository';
import { ProductsRepository } from '../products/products.repository';

@Injectable()
export class AiTextService {
  constructor(
    private readonly ai: AiProvider,
    private readonly catalogue: ProductsRepository,
    private readonly companies: CompaniesRepository,
    private readonly limits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async generate(companyId: string, text: string): Promise<AiQuoteResult> {
    await this.limits.consume({ key: `ai-text:${companyId}`, ...this.config.aiThrottle });
    const context = await this.context(companyId);
    const started = Date.now();
    try {
      return await this.ai.quoteFromText(text, context);
    } catch (error) {
      const meta = { provider: this.ai.name, ms: Date.now() - started, chars: text.length };
      if (error instanceof AiTimeoutError) {
        this.logger.warn(meta, 'text-to-quote timed out');
        throw aiError('timeout');
      }
      if (error instanceof AiUnavailableError) {
        this.logger.warn({ ...meta, status: error.status }, 'text-to-quote: AI server unavailable');
        throw aiError('unavailable');
      }
      throw error;
    }
  }

  /** Catalogue products, terms and the own company's name, e-mail and phone. */
  async context(companyId: string): Promise<QuoteContext> {
    const [products, terms, company] = await Promise.all([
      this.catalogue.products(companyId),
      this.catalogue.terms(companyId),
      this.companies.findById(companyId),
    ]);
    return {
      products: products.map((p) => ({
        name: p.name,
        description: p.description,
        unitPrice: centsToEuro(p.unitPriceCents),
        unit: p.unit,
        category: p.category,
      })),
      terms: terms.map((t) => ({ termType: t.termType, content: t.content, isDefault: t.isDefault })),
      ownCompany: company
        ? { name: company.name, email: company.email || null, phone: company.phone || null }
        : undefined,
    };
  }
}
