/**
 * What the quantity grammar reads (quantity.ts) and its pieces build (measures.ts): kept apart so the two
 * files do not import each other.
 */
import type { QuoteUnit } from '@offerteflow/contracts';

export interface Quantity {
  value: number;
  unit: QuoteUnit | null;
  /** Character span in the folded text the grammar read. */
  start: number;
  end: number;
  /** The noun counted ('80 gasten' -> 'gasten'), when no unit was written. */
  noun: string | null;
  /** The vague words when no number was given ('een paar'). */
  vague: string | null;
  approximate: boolean;
  /** The article 'een' before a noun: a count of one, not an amount the writer stressed. */
  weak: boolean;
  /** Metres: counted as pieces, but a measurement. */
  measure: boolean;
  /** A head count ('80 gasten', '35 personen'). */
  people: boolean;
  /** Written in digits (not words). */
  digits: boolean;
  /** 'voor 5 uur': a duration for an hourly line, else a clock time. */
  clock: boolean;
  /** More than one factor was multiplied ('2 man x 3 uur'). */
  product: boolean;
  /** Counted in dagdelen (the value is in hours, 4 a dagdeel). */
  daypart?: boolean;
  /** 'a x b meter' with a bare count a: a surface, or a pieces of b metres (the same total length). */
  pieces?: boolean;
  /** Read from a table's amount column (never a number of the product's name). */
  column?: boolean;
  /** A size of the kind the product's name gives ('een boom van 7 m' for 'Boom kappen (tot 8 m)'): no count. */
  size?: boolean;
}
