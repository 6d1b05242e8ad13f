/**
 * 'Uw keuzes' on the public page: a checkbox per optional line, radio buttons per choice,
 * and the totals as they follow from the choices, computed by the domain (`applySelection` and
 * `computeQuoteTotals`, the same rules the API prices the accepted quote with).
 */
import { useId } from 'react';
import { QUOTE_OPTION_LABELS, type CustomerSelection, type PublicQuotePricing } from '@offerteflow/contracts';
import {
  applySelection,
  computeQuoteTotalsFromEuros,
  formatEuro,
  formatVatRate,
  includedLines,
  type QuoteTotals,
} from '@offerteflow/domain';

/** The quote as sent: ticked options (normally none) and the default variant of each choice. */
export function initialSelection(pricing: PublicQuotePricing): CustomerSelection {
  const included = includedLines(pricing.items);
  const positions = (pick: (item: PublicQuotePricing['items'][number]) => boolean) =>
    pricing.items.flatMap((item, index) => (pick(item) && included[index] ? [index] : []));
  return {
    options: positions((item) => item.optional && !item.choiceGroup),
    variants: positions((item) => Boolean(item.choiceGroup)),
  };
}

export function hasChoices(pricing: PublicQuotePricing): boolean {
  return pricing.items.some((item) => item.optional || item.choiceGroup);
}

/** The totals of the quote with `selection` applied. */
export function selectionTotals(pricing: PublicQuotePricing, selection: CustomerSelection): QuoteTotals {
  const selected = applySelection(pricing.items, selection);
  return computeQuoteTotalsFromEuros(
    pricing.items.map((item, index) => ({ ...item, selected: selected[index] === true })),
    { discount: pricing.discount, depositPercent: pricing.depositPercent },
  );
}

function Amount({ cents, testId, minus = false }: { cents: number; testId: string; minus?: boolean }) {
  return (
    <dd data-testid={testId} className="whitespace-nowrap tabular-nums">
      {minus ? '− ' : ''}
      {formatEuro(cents)}
    </dd>
  );
}

export function ChoicesPanel({
  pricing,
  selection,
  onChange,
}: {
  pricing: PublicQuotePricing;
  selection: CustomerSelection;
  onChange: (selection: CustomerSelection) => void;
}) {
  const baseId = useId();
  const totals = selectionTotals(pricing, selection);
  const groups = [...new Set(pricing.items.flatMap((item) => (item.choiceGroup ? [item.choiceGroup] : [])))];
  const price = (index: number) => formatEuro(totals.lines[index]?.lineTotalCents ?? 0);
  const toggle = (index: number, on: boolean) =>
    onChange({
      ...selection,
      options: on ? [...selection.options, index] : selection.options.filter((i) => i !== index),
    });
  const pick = (group: string, index: number) =>
    onChange({
      ...selection,
      variants: [...selection.variants.filter((i) => pricing.items[i]?.choiceGroup !== group), index],
    });

  return (
    <section aria-labelledby={`${baseId}-title`} className="rounded-lg bg-white p-5 shadow sm:p-6">
      <h2 id={`${baseId}-title`} className="text-lg font-semibold text-slate-900">
        Uw keuzes
      </h2>
      <div className="mt-4 space-y-5">
        {pricing.items.some((item) => item.optional && !item.choiceGroup) && (
          <fieldset>
            <legend className="text-sm font-medium text-slate-900">{QUOTE_OPTION_LABELS.optional}</legend>
            <div className="mt-2 space-y-2">
              {pricing.items.map((item, index) =>
                item.optional && !item.choiceGroup ? (
                  <label key={index} className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-5 shrink-0"
                      checked={selection.options.includes(index)}
                      onChange={(e) => toggle(index, e.target.checked)}
                    />
                    <span className="min-w-0 flex-1 break-words">{item.description}</span>
                    <span className="tabular-nums whitespace-nowrap">+ {price(index)}</span>
                  </label>
                ) : null,
              )}
            </div>
          </fieldset>
        )}
        {groups.map((group) => (
          <fieldset key={group}>
            <legend className="text-sm font-medium text-slate-900">
              {QUOTE_OPTION_LABELS.choice}: {group}
            </legend>
            <div className="mt-2 space-y-2">
              {pricing.items.map((item, index) =>
                item.choiceGroup === group ? (
                  <label key={index} className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
                    <input
                      type="radio"
                      name={`${baseId}-${group}`}
                      className="mt-0.5 size-5 shrink-0"
                      checked={totals.lines[index]?.included === true}
                      onChange={() => pick(group, index)}
                    />
                    <span className="min-w-0 flex-1 break-words">{item.description}</span>
                    <span className="tabular-nums whitespace-nowrap">{price(index)}</span>
                  </label>
                ) : null,
              )}
            </div>
          </fieldset>
        ))}
      </div>
      <dl
        aria-live="polite"
        aria-label="Totalen met uw keuzes"
        className="mt-5 space-y-1.5 border-t border-slate-200 pt-4 text-sm"
      >
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Subtotaal excl. BTW</dt>
          <Amount cents={totals.subtotalCents} testId="choice-subtotal" />
        </div>
        {totals.quoteDiscountCents > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Korting op offerte</dt>
            <Amount cents={totals.quoteDiscountCents} testId="choice-discount" minus />
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Totaal excl. BTW</dt>
          <Amount cents={totals.totalAmountCents} testId="choice-total-excl" />
        </div>
        {totals.vat.map((line) => (
          <div key={line.rate} className="flex justify-between gap-4">
            <dt className="text-slate-600">BTW {formatVatRate(line.rate)}</dt>
            <Amount cents={line.vatCents} testId={`choice-vat-${line.rate}`} />
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
          <dt>Totaal incl. BTW</dt>
          <Amount cents={totals.totalInclCents} testId="choice-total-incl" />
        </div>
        {totals.depositCents > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">
              {QUOTE_OPTION_LABELS.deposit} ({pricing.depositPercent}%) bij akkoord
            </dt>
            <Amount cents={totals.depositCents} testId="choice-deposit" />
          </div>
        )}
      </dl>
    </section>
  );
}
