/** The slot reading of a table row: description, quantity (with the unit column) and price columns. */
import { readAmount, findPrices, type Price } from './price';
import { findQuantities, type Quantity } from './quantity';
import { readPhrase, type Reading } from './reading';
import { isMetre, unitOf } from './units';
import type { TableRow } from '../segment/table';
import { fold } from '../text/fold';

function cellPrice(text: string | undefined, column: 'unit' | 'total', vatRate: number | null): Price | null {
  if (!text) return null;
  const found = findPrices(text)[0];
  const amount = found?.amount ?? (/^\s*\d+(?:[.,]\d+)*\s*$/.test(text) ? readAmount(text.trim()) : null);
  if (amount === null || amount === undefined) return null;
  return {
    amount,
    per: found?.per ?? null,
    perNoun: found?.perNoun ?? null,
    perPerson: found?.perPerson ?? false,
    // The cell's own words beat its column: '€ 242,00 per stuk' under 'Bedrag', '€ 3.388 totaal'.
    kind:
      found?.kind === 'total' ? 'total' : found?.per || found?.perNoun || found?.perPerson ? 'unit' : column,
    vat: found?.vat ?? (vatRate !== null ? { included: true, rate: vatRate } : null),
    from: false,
    replaced: false,
    start: 0,
    end: 0,
  };
}

function cellQuantity(text: string | undefined, unitText: string | undefined): Quantity | null {
  if (!text) return null;
  const unit = unitText ? unitOf(unitText) : null;
  const measure = unitText ? isMetre(unitText) : false;
  const plain = /^\s*\d+(?:[.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : null;
  if (plain !== null) {
    return {
      value: plain,
      unit: unit ?? (measure ? 'stuk' : null),
      start: 0,
      end: 0,
      noun: null,
      vague: null,
      approximate: false,
      weak: false,
      measure,
      people: false,
      digits: true,
      clock: false,
      product: false,
      column: true,
    };
  }
  return findQuantities(fold(`${text} ${unitText ?? ''}`))[0] ?? null;
}

/**
 * 'Minigraver | Aantal 1 | … | Dagen 5', 'Dexter | hond | 31 kg | Nachten 10': a period column times
 * the row's count (1 when it has none) is the row's amount; a count with a unit of its own ('31 kg')
 * stays beside it.
 */
function withPeriod(count: Quantity | null, periodText: string | undefined): Quantity[] {
  const period =
    periodText && /^\s*\d+(?:[.,]\d+)?\s*$/.test(periodText)
      ? Number(periodText.trim().replace(',', '.'))
      : null;
  if (period === null || !(period > 0)) return count ? [count] : [];
  const plain = !count || ((count.unit === null || count.unit === 'stuk') && !count.measure);
  const amount: Quantity = {
    ...(count ?? cellQuantity('1', undefined)!),
    value: (plain && count ? count.value : 1) * period,
    unit: null,
    measure: false,
    product: plain && count !== null,
    column: true,
  };
  return plain || !count ? [amount] : [amount, count];
}

export function readRow(row: TableRow): Reading {
  const c = row.cells;
  const reading = readPhrase(c.description?.text ?? row.line.text);
  // The other cells say what the row does too ('piano | nee, die verkopen we').
  const rest = readPhrase(c.note?.text ?? '');
  for (const k of Object.keys(reading.flags) as Array<keyof Reading['flags']>)
    reading.flags[k] ||= rest.flags[k];
  const count = cellQuantity(c.quantity?.text, c.unit?.text ?? row.quantityUnit ?? undefined);
  const amounts = withPeriod(count, c.period?.text);
  // The amount column first; amounts in the other cells ('za + zo, dus 2 dagen') may fit the line better.
  const others = rest.quantities.filter((q) => !q.weak && !q.vague);
  const price =
    cellPrice(c.unitPrice?.text, 'unit', row.vatRate) ?? cellPrice(c.total?.text, 'total', row.vatRate);
  return {
    ...reading,
    quantities:
      amounts.length > 0 ? [...amounts, ...others] : others.length > 0 ? others : reading.quantities,
    replaced: [],
    prices: price ? [price] : reading.prices,
  };
}
