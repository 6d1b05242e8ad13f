/**
 * Features of a read document that tell its type (pricelist, terms, template_quote, other): how much of
 * it is priced rows, quote and invoice markers, article structure and terms vocabulary, a letter's
 * salutation, a newsletter's wording, how much is running text, and the file-name guess as one feature among them. Every feature
 * is scaled to about 0..1 so the learned weights (weights.json) are comparable.
 */
import { guessDocumentType } from '@offerteflow/domain';
import type { ReadDocument } from '../ai-provider';
import { isClauseTable } from '../rules/catalog/loose-tables';
import { findPrices } from '../rules/catalog/money';

export const FEATURE_NAMES = [
  'bias',
  'pricedLineShare',
  'pricedLines',
  'quoteNumber',
  'validUntil',
  'totals',
  'quoteWording',
  'quantityTotalColumns',
  'addressBlock',
  'salutation',
  'invoiceMarkers',
  'articles',
  'numberedClauses',
  'termsVocabulary',
  'letterMarkers',
  'newsletterMarkers',
  'priceListWording',
  'unitWording',
  'textLength',
  'proseShare',
  'pricesInProse',
  'nameSaysPricelist',
  'nameSaysTerms',
  'nameSaysQuote',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Lines enough to tell the type: a 200,000-row sheet is typed by its first rows. */
export const FEATURE_LINES = 600;

/**
 * The document's first non-empty lines: text blocks as they are, table rows as their cells joined (` | `);
 * clauses with their numbers in a column of their own read as the numbered sentences they are.
 */
export function documentLines(doc: ReadDocument, max = FEATURE_LINES): string[] {
  const lines: string[] = [];
  for (const block of doc.blocks) {
    const texts = block.kind === 'text' ? [block.text] : block.rows;
    const separator = block.kind === 'table' && isClauseTable(block) ? ' ' : ' | ';
    for (const item of texts) {
      const line = typeof item === 'string' ? item.trim() : item.filter((c) => c.trim()).join(separator);
      if (line) lines.push(line);
      if (lines.length >= max) return lines;
    }
  }
  return lines;
}

const count = (lines: string[], pattern: RegExp) => lines.filter((l) => pattern.test(l)).length;
const cap = (n: number, max: number) => Math.min(n, max) / max;

const QUOTE_NUMBER = /\b(offerte\s*(nummer|nr\.?|no\.?)|offertenummer|offertenr|quote\s*(number|no))\b/i;
const VALID_UNTIL = /\b(geldig\s+tot|geldigheid|geldig\s+t\/m|deze offerte is geldig|valid until)\b/i;
const TOTALS = /^(sub\s*-?totaal|totaal(\s+(incl|excl|bedrag))?|te betalen|eindtotaal|totaalbedrag)\b/i;
const QUOTE_WORDING =
  /\b(offerte|aanbieding|prijsopgave)\b.*\b(u|uw|wij|ons)\b|\bvoor akkoord\b|\bbieden wij u\b|\bhierbij (ontvangt u|doen wij)\b/i;
const QTY_TOTAL_HEADER = /\b(aantal|hoeveelheid|qty)\b.*\b(bedrag|totaal|subtotaal)\b/i;
const POSTCODE_LINE = /\b\d{4}\s?[A-Z]{2}\b/;
const SALUTATION = /^(geachte|beste|hallo|dear)\b/i;
const INVOICE = /\b(factuurnummer|factuurdatum|vervaldatum|factuur\b|debiteurnummer|klantnummer)\b/i;
const ARTICLE = /^(artikel|art\.)\s*\d+/i;
const NUMBERED = /^\d{1,2}(\.\d{1,2})?[.)]?\s+[A-Za-zÀ-ÿ]/;
const TERMS_WORDS =
  /\b(opdrachtgever|opdrachtnemer|overeenkomst|aansprakelijk\w*|overmacht|toepasselijk\w*|geschillen|ontbinding|wederpartij|bepaling(en)?|eigendomsvoorbehoud|intellectuele)\b/gi;
const LETTER = /\b(met (vriendelijke|smakelijke|hartelijke) groet(en)?|betreft:|hoogachtend|aan onze)\b/i;
const NEWSLETTER =
  /\b(nieuwsbrief|afmelden|uitschrijven|agenda|in deze (editie|uitgave)|nummer \d+|tip van)\b/i;
const PRICELIST_WORDING =
  /\b(prijslijst|prijzen|tarieven|tarief|tarievenlijst|prijsoverzicht|excl\.?\s*(\d+%\s*)?btw|incl\.?\s*(\d+%\s*)?btw|per (uur|stuk|m²|m2|maand|jaar|dag))\b/i;
const UNIT_WORDING =
  /\b(per\s+(uur|stuk|m²|m2|maand|jaar|dag|dagdeel|keer|beurt|persoon|meter)|p\/st|p\.p\.)\b/i;

/** Words of a sentence of running text: a line of at least this many words without a price. */
const PROSE_MIN_WORDS = 8;

/**
 * Share of the words that stand in running text (lines of PROSE_MIN_WORDS or more words without a price):
 * high for a newsletter or letter with a small price box, low for a list however long its names.
 */
function proseShare(lines: string[], hasPrice: (line: string) => boolean): number {
  let prose = 0;
  let all = 0;
  for (const line of lines) {
    const n = line.split(/\s+/).length;
    all += n;
    if (n >= PROSE_MIN_WORDS && !line.includes(' | ') && !hasPrice(line)) prose += n;
  }
  return all ? prose / all : 0;
}

/** The feature vector, in FEATURE_NAMES order. */
export function documentTypeFeatures(doc: ReadDocument): number[] {
  const lines = documentLines(doc);
  const n = Math.max(1, lines.length);
  const hasPrice = (l: string) => findPrices(l).some((p) => p.marked || /[.,]\d{2}\b/.test(l));
  const priced = lines.filter(hasPrice).length;
  const head = lines.slice(0, 25);
  const words = lines.join(' ').split(/\s+/).length;
  const terms = lines.join(' ').match(TERMS_WORDS)?.length ?? 0;
  const guess = guessDocumentType(doc.fileName);
  const values: Record<FeatureName, number> = {
    bias: 1,
    pricedLineShare: priced / n,
    pricedLines: cap(priced, 20),
    quoteNumber: count(lines, QUOTE_NUMBER) > 0 ? 1 : 0,
    validUntil: count(lines, VALID_UNTIL) > 0 ? 1 : 0,
    totals: cap(count(lines, TOTALS), 3),
    quoteWording: cap(count(lines, QUOTE_WORDING), 3),
    quantityTotalColumns: count(lines, QTY_TOTAL_HEADER) > 0 ? 1 : 0,
    addressBlock: cap(count(head, POSTCODE_LINE), 3),
    salutation: count(lines, SALUTATION) > 0 ? 1 : 0,
    invoiceMarkers: cap(count(lines, INVOICE), 3),
    articles: cap(count(lines, ARTICLE), 6),
    numberedClauses: cap(count(lines, NUMBERED), 10),
    termsVocabulary: cap(terms, 15),
    letterMarkers: cap(count(lines, LETTER), 2),
    newsletterMarkers: cap(count(lines, NEWSLETTER), 3),
    priceListWording: cap(count(lines, PRICELIST_WORDING), 5),
    unitWording: cap(count(lines, UNIT_WORDING), 5),
    textLength: cap(words, 1500),
    proseShare: proseShare(lines, hasPrice),
    // A price inside a sentence (`… wordt de uurprijs € 10,25 en …`), not on a list's row of its own.
    pricesInProse: priced
      ? lines.filter((l) => hasPrice(l) && !l.includes(' | ') && l.split(/\s+/).length >= PROSE_MIN_WORDS)
          .length / priced
      : 0,
    nameSaysPricelist: guess === 'pricelist' ? 1 : 0,
    nameSaysTerms: guess === 'terms' ? 1 : 0,
    nameSaysQuote: guess === 'template_quote' ? 1 : 0,
  };
  return FEATURE_NAMES.map((name) => values[name]);
}
