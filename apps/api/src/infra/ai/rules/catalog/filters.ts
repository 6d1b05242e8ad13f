import functionWords from './function-words.json';
import lexicon from './terms-lexicon.json';

/** Articles, prepositions and conjunctions: a line ending (or a name starting) in one is a broken sentence. */
const UNFINISHED = new Set(functionWords.words);

/**
 * A line the layout broke off mid-sentence: it ends in a comma, a semicolon or a function word
 * (`Bij boeking betaalt u 30% aan; het`), so a next line that starts in lower case continues it.
 */
export function isUnfinished(line: string): boolean {
  const t = line.trim();
  return /[,;]$/.test(t) || UNFINISHED.has((/\S+$/.exec(t)?.[0] ?? '').toLowerCase());
}

/** Rows and lines that are no product: totals, BTW lines, headers repeated on a new page, page footers. */

const NOT_A_PRODUCT =
  /^(sub\s*-?\s*totaal|totaal|totalen|total|subtotal|eindtotaal|te betalen|btw|b\.t\.w|vat|korting|discount|som|saldo|bedrag|pagina|page|blad|datum|factuurdatum|vervaldatum|geldig tot|geldigheid|offerte\s*(nummer|nr)|offertenummer|factuurnummer|klantnummer|debiteurnummer|projectnummer|uw referentie|referentie|kvk|iban)\b/i;

/** Amounts that are conditions, not products (`Minimumfactuurbedrag € 250,00`, `Ons minimumtarief is € 80,-`). */
const CONDITION_AMOUNT = new RegExp(lexicon.conditionAmount.words.join('|'), 'iu');

export function isNonProductName(name: string): boolean {
  const n = name.trim();
  if (!n) return true;
  if (NOT_A_PRODUCT.test(n) || CONDITION_AMOUNT.test(n)) return true;
  // A lower-case article, preposition or conjunction first (`een aanbetaling van`): the middle of a
  // sentence wrapped onto its own line, not a name.
  const first = /^\S+/.exec(n)![0];
  if (/^\p{Ll}/u.test(first) && UNFINISHED.has(first)) return true;
  if (/^\d+([.,]\d+)?\s*%?\s*btw\b/i.test(n)) return true;
  if (/^(pagina|page)\s*\d+/i.test(n)) return true;
  if (!/[a-zà-ÿ]{2,}/i.test(n)) return true;
  return false;
}

/** Generic sheet names say nothing about the category. */
export function isGenericSheetName(name: string | undefined): boolean {
  if (!name) return true;
  return /^(blad|sheet|tabel|table|werkblad|page|pagina|data|export|prijslijst|prijzen|tarieven|price ?list)\s*\d*$/i.test(
    name.trim(),
  );
}

/** A line that can be a section heading: short, no sentence, no amount, not broken off mid-sentence. */
export function isHeadingText(text: string): boolean {
  const t = text.trim();
  if (t.length < 3 || t.length > 60) return false;
  if (/[.;,]$/.test(t) || /\d[.,]\d{2}|€/.test(t)) return false;
  if (t.includes(' ') && isUnfinished(t)) return false;
  if (t.split(/\s+/).length > 7) return false;
  return /^[A-ZÀ-Ý0-9#]/.test(t) || t.endsWith(':');
}

/** Titles of the whole list, not of a section. */
export function isDocumentTitle(text: string): boolean {
  return /prijslijst|prijzen|tarieven|tarieflijst|price ?list|offerte|algemene voorwaarden|\b(19|20)\d{2}\b|b\.v\.|\bbv\b|v\.o\.f|vof\b|www\.|@|kvk|btw-?nr|iban|tel\.?|telefoon/i.test(
    text,
  );
}

/** A line of contact details: a Dutch postcode, a phone number, KvK, e-mail or a web address. */
export function isContactDetails(text: string): boolean {
  return (
    /\b[1-9]\d{3} ?[A-Z]{2}\b/.test(text) ||
    /\b0\d{1,3}[- ]{0,3}\d{3}[- ]?\d{2}[- ]?\d{2}\b|\b06[- ]?\d{8}\b|\bkvk\b|@|www\./i.test(text)
  );
}

export const cleanHeading = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[#*\-–•\s]+/, '')
    .replace(/[:\s]+$/, '')
    .trim();

/** A product name as shown: bullets, leaders and trailing separators removed. */
export function cleanName(text: string): string {
  return text
    .replace(/^[\s*\-–•·▪►✓]+/, '')
    .replace(/(\s*[.…·_]{2,}\s*)+/g, ' ')
    .replace(/[\s:=\-–|]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}
