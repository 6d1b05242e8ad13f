import { useFormContext, useWatch } from 'react-hook-form';
import { formatEuro, formatVatRate, type VatRate } from '@offerteflow/domain';
import { liveTotals, type QuoteFormInput, type QuoteFormOutput } from './quote-form-schema';

function Row({
  label,
  testId,
  cents,
  minus = false,
}: {
  label: string;
  testId: string;
  cents: number;
  minus?: boolean;
}) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd data-testid={testId} className="whitespace-nowrap tabular-nums">
        {minus ? '− ' : ''}
        {formatEuro(cents)}
      </dd>
    </div>
  );
}

/**
 * Live subtotal, quote discount, BTW per rate, total and deposit, computed with the same domain rules
 * as the API. Optional lines count only when ticked, of a choice its default variant.
 */
export function TotalsSummary({ defaultVatRate }: { defaultVatRate: VatRate }) {
  const { control } = useFormContext<QuoteFormInput, unknown, QuoteFormOutput>();
  const [items, discount, depositPercent] = useWatch({
    control,
    name: ['items', 'discount', 'depositPercent'],
  });
  const deposit = typeof depositPercent === 'number' ? depositPercent : undefined;
  const totals = liveTotals(items ?? [], defaultVatRate, { discount, depositPercent: deposit });
  return (
    <section aria-label="Totalen" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dl className="space-y-2 text-sm">
        <Row label="Subtotaal excl. BTW" testId="subtotal" cents={totals.subtotalCents} />
        {totals.quoteDiscountCents > 0 && (
          <>
            <Row label="Korting op offerte" testId="quote-discount" cents={totals.quoteDiscountCents} minus />
            <Row label="Totaal excl. BTW" testId="total-excl" cents={totals.totalAmountCents} />
          </>
        )}
        {totals.vat.map((line) => (
          <Row
            key={line.rate}
            label={`BTW ${formatVatRate(line.rate)}`}
            testId={`vat-${line.rate}`}
            cents={line.vatCents}
          />
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
          <dt>Totaal incl. BTW</dt>
          <dd data-testid="total-incl" className="whitespace-nowrap tabular-nums">
            {formatEuro(totals.totalInclCents)}
          </dd>
        </div>
        {totals.depositCents > 0 && (
          <Row label={`Aanbetaling (${deposit ?? 0}%)`} testId="deposit" cents={totals.depositCents} />
        )}
      </dl>
    </section>
  );
}
