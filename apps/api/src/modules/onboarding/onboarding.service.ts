/** The company's product catalogue and terms (SPEC §3 Extracted data). */
import { Injectable } from '@nestjs/common';
import type { ExtractedData } from '@offerteflow/contracts';
import { toProductDto, toTermDto } from '../products/catalog.mapper';
import { ProductsRepository } from '../products/products.repository';

@Injectable()
export class OnboardingService {
  constructor(private readonly catalogue: ProductsRepository) {}

  async extractedData(companyId: string): Promise<ExtractedData> {
    const [products, terms] = await Promise.all([
      this.catalogue.products(companyId),
      this.catalogue.terms(companyId),
    ]);
    return { products: products.map(toProductDto), terms: terms.map(toTermDto) };
  }
}
