/** The company's product catalogue and terms (SPEC §3 Extracted data); filled by onboarding later. */
import { Injectable } from '@nestjs/common';
import type { ExtractedData } from '@offerteflow/contracts';
import { centsToEuro } from '@offerteflow/domain';
import { ProductsRepository } from '../products/products.repository';

@Injectable()
export class OnboardingService {
  constructor(private readonly catalogue: ProductsRepository) {}

  async extractedData(companyId: string): Promise<ExtractedData> {
    const [products, terms] = await Promise.all([
      this.catalogue.products(companyId),
      this.catalogue.terms(companyId),
    ]);
    return {
      products: products.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        unitPrice: centsToEuro(p.unitPriceCents),
        unit: p.unit,
        category: p.category,
      })),
      terms: terms.map((t) => ({
        id: t.id,
        termType: t.termType,
        content: t.content,
        isDefault: t.isDefault,
      })),
    };
  }
}
