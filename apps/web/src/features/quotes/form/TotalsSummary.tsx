import { useFormContext, useWatch } from 'react-hook-form';
import { formatEuro, formatVatRate, type VatRate } from '@offerteflow/domain';
import { liveTotals, type QuoteFormInput, type QuoteFormOutput } from './quote-form-schema';

/** Live subtotal, BTW per rate and total, computed with the same domain rules as the API. */
export function TotalsSummary({ defaultVatRate }: { defaultVatRate: VatRate }) {
  const { control } = useFormContext<QuoteFormInput, unknown, QuoteFormOutput>();
  const items = useWatch({ control, name: 'items' });
  const totals = liveTotals(items ?? [], defaultVatRate);
  return (
    <section aria-label="Totalen" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Subtotaal excl. BTW</dt>
          <dd data-testid="subtotal" className="whitespace-nowrap tabular-nums">
            {formatEuro(totals.subtotalCents)}
          </dd>
        </div>
        {totals.vat.map((line) => (
          <div key={line.rate} className="flex justify-between gap-4">
            <dt className="text-slate-600">BTW {formatVatRate(line.rate)}</dt>
            <dd data-testid={`vat-${line.rate}`} className="whitespace-nowrap tabular-nums">
              {formatEuro(line.vatCents)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
          <dt>Totaal incl. BTW</dt>
          <dd data-testid="total-incl" className="whitespace-nowrap tabular-nums">
            {formatEuro(totals.totalInclCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
