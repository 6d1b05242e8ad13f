/** Fills a company's catalogue (products and terms) straight in the tables, for text-to-quote tests. */
import { DataSource } from 'typeorm';
import type { QuoteUnit, TermType } from '@offerteflow/contracts';
import type { TestApp } from './app';

export interface SeedProduct {
  name: string;
  unitPrice: number;
  unit: QuoteUnit;
  category?: string;
  description?: string;
}

export async function seedCatalogue(
  t: TestApp,
  companyId: string,
  products: SeedProduct[],
  terms: { termType: TermType; content: string; isDefault: boolean }[] = [],
): Promise<void> {
  const ds = t.app.get(DataSource);
  for (const p of products) {
    await ds.query(
      `INSERT INTO products (company_id, name, description, unit_price_cents, unit, category) VALUES ($1, $2, $3, $4, $5, $6)`,
      [companyId, p.name, p.description ?? null, Math.round(p.unitPrice * 100), p.unit, p.category ?? null],
    );
  }
  for (const term of terms) {
    await ds.query(`INSERT INTO terms (company_id, term_type, content, is_default) VALUES ($1, $2, $3, $4)`, [
      companyId,
      term.termType,
      term.content,
      term.isDefault,
    ]);
  }
}
