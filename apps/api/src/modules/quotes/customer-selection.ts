/**
 * The customer's choices at acceptance (issue 27): which optional lines they ticked and which variant
 * of each choice they picked. Checked against the stored lines, written to the lines' `selected`, and
 * the quote re-priced by the domain (`repricedColumns`), so the overlay, the PDF and the API show
 * exactly what was accepted.
 */
import { selectionProblem, type CustomerSelection } from '@offerteflow/contracts';
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

/**
 * Applies `selection` (left out: the quote as sent) to the quote's lines inside the decision's
 * transaction; a selection that does not fit the lines is a 422. Returns the history text of the choices.
 */
export async function applyCustomerSelection(
  repo: QuotesRepository,
  tx: Tx,
  quote: QuoteEntity,
  selection: CustomerSelection | undefined,
): Promise<string | null> {
  const items = await repo.items(tx, quote.id);
  if (selection) {
    const problem = selectionProblem(items, selection);
    if (problem) throw validationFailed({ selection: [problem] });
    const flags = applySelection(items, selection);
    const changed = items.filter((item, index) => {
      const selected = flags[index] === true;
      if (!(item.optional || item.choiceGroup) || item.selected === selected) return false;
      item.selected = selected;
      return true;
    });
    await repo.saveItems(tx, changed);
    Object.assign(quote, repricedColumns(quote, items));
  }
  return chosenText(items);
}
