/** Fills a company's catalogue (products and terms) through its owner, the products module's catalogue writer. */
import type { QuoteUnit, TermType } from '@offerteflow/contracts';
import { UnitOfWork } from '../../src/database/tx';
import { replaceCatalogue } from '../../src/modules/products/catalogue-writer';
import type { TestApp } from './app';

export interface SeedProduct {
  name: string;
  unitPrice: number;
  unit: QuoteUnit;
  category?: string;
  description?: string;
}

/** Replaces the company's catalogue, as the verified onboarding step does. */
export async function seedCatalogue(
  t: TestApp,
  companyId: string,
  products: SeedProduct[],
  terms: { termType: TermType; content: string; isDefault: boolean }[] = [],
): Promise<void> {
  const rows = products.map((p) => ({
    ...p,
    description: p.description ?? null,
    category: p.category ?? null,
  }));
  await t.app.get(UnitOfWork).run((tx) => replaceCatalogue(tx, companyId, rows, terms));
}
