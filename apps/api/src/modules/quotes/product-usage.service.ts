/**
 * 'Most used' for the quote form's product picker: how often each catalogue product was quoted,
 * counted by name over the company's most recent quote lines (docs/web-quotes.md).
 */
import { Injectable } from '@nestjs/common';
import { PRODUCT_USAGE_RECENT_LINES, type ProductUsage } from '@offerteflow/contracts';
import { ProductsRepository } from '../products/products.repository';
import { QuotesRepository } from './quotes.repository';

const key = (text: string) => text.trim().toLowerCase();

/**
 * The product a quote line was taken from: its description is the product's name, or the name,
 * ' - ' and the product's description (how the picker writes a line), compared case-insensitively.
 */
export function productOfLine(
  description: string,
  idByName: ReadonlyMap<string, string>,
): string | undefined {
  const text = key(description);
  const exact = idByName.get(text);
  if (exact) return exact;
  // The longest name first: 'Verf - wit' wins over 'Verf' for 'Verf - wit - 10 liter'.
  for (let i = text.lastIndexOf(' - '); i > 0; i = text.lastIndexOf(' - ', i - 1)) {
    const id = idByName.get(text.slice(0, i).trim());
    if (id) return id;
  }
  return undefined;
}

@Injectable()
export class ProductUsageService {
  constructor(
    private readonly quotes: QuotesRepository,
    private readonly products: ProductsRepository,
  ) {}

  /** GET /api/quotes/product-usage: quoted products, most used first (ties: fixed by product id). */
  async usage(companyId: string): Promise<ProductUsage> {
    const [lines, products] = await Promise.all([
      this.quotes.recentLineCounts(companyId, PRODUCT_USAGE_RECENT_LINES),
      this.products.products(companyId),
    ]);
    const idByName = new Map(products.map((p) => [key(p.name), p.id]));
    const counts = new Map<string, number>();
    for (const line of lines) {
      const id = productOfLine(line.description, idByName);
      if (id) counts.set(id, (counts.get(id) ?? 0) + line.count);
    }
    return [...counts]
      .map(([productId, count]) => ({ productId, count }))
      .sort((a, b) => b.count - a.count || a.productId.localeCompare(b.productId));
  }
}
