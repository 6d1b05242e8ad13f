/**
 * The customer's choices at acceptance: which optional lines they ticked and which variant
 * of each choice they picked. Checked against the stored lines, written to the lines' `selected`, and
 * the quote re-priced by the domain (`repricedColumns`), so the overlay, the PDF and the API show
 * exactly what was accepted.
 */
import { selectionProblem, type CustomerSelection, type Quote } from '@offerteflow/contracts';
import { applySelection, includedLines } from '@offerteflow/domain';
import { validationFailed } from '../../common';
import type { Tx } from '../../database/tx';
import type { QuoteEntity } from './quote.entity';
import type { QuoteItemEntity } from './quote-item.entity';
import { repricedColumns } from './quote-pricing';
import type { QuotesRepository } from './quotes.repository';

/** 'Dakgoot; Kozijnen: Hout': the ticked options and chosen variants, for the history; null when none. */
export function chosenText(items: readonly QuoteItemEntity[]): string | null {
  const included = includedLines(items);
  const parts = items
    .filter((item, index) => included[index] && (item.optional || item.choiceGroup))
    .map((item) => (item.choiceGroup ? `${item.choiceGroup}: ${item.description}` : item.description));
  return parts.length ? parts.join('; ') : null;
}

interface ChoosableLine {
  optional: boolean;
  choiceGroup: string | null;
  selected: boolean;
}

/** The lines' `selected` after the customer's `selection`; a selection that does not fit them is a 422. */
export function selectedAfter(items: readonly ChoosableLine[], selection: CustomerSelection): boolean[] {
  const problem = selectionProblem(items, selection);
  if (problem) throw validationFailed({ selection: [problem] });
  const flags = applySelection(items, selection);
  return items.map((item, index) =>
    item.optional || item.choiceGroup ? flags[index] === true : item.selected,
  );
}

/**
 * The quote as the customer chose it: the document they accept, whose hash is stored with the
 * decision (the document prices its lines from their `selected`, so the stored totals may lag here).
 */
export function quoteAsChosen(quote: Quote, selection: CustomerSelection | undefined): Quote {
  if (!selection) return quote;
  const selected = selectedAfter(quote.items, selection);
  return {
    ...quote,
    items: quote.items.map((item, index) => ({ ...item, selected: selected[index] === true })),
  };
}

/**
 * Applies `selection` (left out: the quote as sent) to the quote's lines inside the decision's
 * transaction and re-prices the quote. Returns the history text of the choices.
 */
export async function applyCustomerSelection(
  repo: QuotesRepository,
  tx: Tx,
  quote: QuoteEntity,
  selection: CustomerSelection | undefined,
): Promise<string | null> {
  const items = await repo.items(tx, quote.id);
  if (selection) {
    const selected = selectedAfter(items, selection);
    const changed = items.filter((item, index) => {
      if (item.selected === selected[index]) return false;
      item.selected = selected[index] === true;
      return true;
    });
    await repo.saveItems(tx, changed);
    Object.assign(quote, repricedColumns(quote, items));
  }
  return chosenText(items);
}
