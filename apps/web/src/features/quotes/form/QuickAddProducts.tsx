import { useFormContext } from 'react-hook-form';
import { PackagePlus } from 'lucide-react';
import { quoteUnitLabel, type Product } from '@offerteflow/contracts';
import type { VatRate } from '@offerteflow/domain';
import { euro } from '../../../lib/format';
import { useExtractedData } from '../hooks';
import type { QuoteFormInput, QuoteFormItem, QuoteFormOutput } from './quote-form-schema';

/** A catalogue product as a quote line. */
export function productToItem(product: Product, vatRate: VatRate): QuoteFormItem {
  return {
    description: product.description ? `${product.name} - ${product.description}` : product.name,
    quantity: 1,
    unit: product.unit,
    unitPrice: product.unitPrice,
    vatRate,
  };
}

/**
 * Quick add from the company's catalogue (GET /api/onboarding/extracted-data). Hidden while the
 * catalogue is empty or not loaded. A product fills the last row when that row is still empty.
 */
export function QuickAddProducts({ defaultVatRate }: { defaultVatRate: VatRate }) {
  const { getValues, setValue } = useFormContext<QuoteFormInput, unknown, QuoteFormOutput>();
  const extracted = useExtractedData();
  const products = extracted.data?.products ?? [];
  if (products.length === 0) return null;

  const add = (product: Product) => {
    const items = getValues('items');
    const item = productToItem(product, defaultVatRate);
    const last = items[items.length - 1];
    const lastIsEmpty = last && last.description.trim() === '' && !last.unitPrice;
    const next = lastIsEmpty ? [...items.slice(0, -1), item] : [...items, item];
    setValue('items', next, { shouldDirty: true });
  };

  return (
    <section
      aria-labelledby="quick-add-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="quick-add-heading" className="text-base font-semibold text-slate-900">
        Snel toevoegen uit uw producten
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {products.map((product) => (
          <li key={product.id}>
            <button
              type="button"
              onClick={() => add(product)}
              className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <PackagePlus aria-hidden="true" className="size-4" />
              {product.name}
              <span className="text-slate-500">
                {euro(product.unitPrice)} / {quoteUnitLabel(product.unit)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
