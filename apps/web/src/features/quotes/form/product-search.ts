/**
 * The product picker's search: every typed word must occur in a product's name, description or
 * category (case and accents ignored: 'creme' finds 'Crème'); the most used products come first
 * (GET /api/quotes/product-usage), then names starting with the text, then by name (nl).
 */
import type { Product, ProductUsage } from '@offerteflow/contracts';

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export interface SearchableProduct {
  product: Product;
  /** Folded name, description and category. */
  haystack: string;
  name: string;
  uses: number;
}

/** The catalogue prepared once for searching: folded texts and each product's use count. */
export function searchableProducts(
  products: readonly Product[],
  usage: ProductUsage | undefined,
): SearchableProduct[] {
  const uses = new Map((usage ?? []).map((u) => [u.productId, u.count]));
  return products.map((product) => ({
    product,
    haystack: fold([product.name, product.description, product.category].filter(Boolean).join(' ')),
    name: fold(product.name),
    uses: uses.get(product.id) ?? 0,
  }));
}

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/** The products matching `query`, best first (see the module comment). */
export function searchProducts(products: readonly SearchableProduct[], query: string): Product[] {
  const text = fold(query.trim());
  const words = text.split(/\s+/).filter(Boolean);
  return products
    .filter((p) => words.every((word) => p.haystack.includes(word)))
    .sort(
      (a, b) =>
        b.uses - a.uses ||
        Number(b.name.startsWith(text)) - Number(a.name.startsWith(text)) ||
        collator.compare(a.product.name, b.product.name),
    )
    .map((p) => p.product);
}
