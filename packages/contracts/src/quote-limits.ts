/** Limits and Dutch validation messages of the quote contracts (quotes.ts re-exports them). */
import { MONEY_MAX_EURO } from './constants.js';
import { MSG, PRICE_MSG } from './messages.js';

/**
 * What one quote may hold. Together with the terms limits (TERM_LIMITS) and the other fields of the
 * document they bound its PDF: the largest quote these allow renders well within PDF_TIMEOUT_MS
 * (pdf-limits.spec.ts renders it, docs/pdf.md has the figures). Line breaks count separately from
 * characters because every line is printed: 1,000 characters of line breaks are 500 printed lines.
 */
export const QUOTE_LIMITS = {
  itemsMin: 1,
  itemsMax: 500,
  descriptionMax: 1_000,
  descriptionLinesMax: 10,
  quantityMin: 1,
  quantityMax: 1_000_000,
  quantityDecimals: 3,
  unitPriceMin: 0,
  unitPriceMax: MONEY_MAX_EURO,
  unitPriceDecimals: 2,
  /** Sum of quantity × unit price (excl. BTW) in euros. */
  totalMax: 1_000_000_000,
  notesMax: 10_000,
  notesLinesMax: 200,
  searchMax: 200,
  vatRateMin: 0,
  vatRateMax: 100,
  vatRateDecimals: 1,
} as const;

/** Dutch messages of the quote contracts (SPEC §5 texts where the SPEC gives them). */
export const QUOTE_MSG = {
  customerNameRequired: MSG.companyNameRequired,
  customerRequired: 'Selecteer een klant',
  customerIdInvalid: 'Ongeldige klant',
  customerAmbiguous: 'Kies een bestaande klant of vul een nieuwe klant in, niet allebei',
  descriptionRequired: 'Omschrijving is verplicht',
  descriptionTooLong: 'Omschrijving mag maximaal 1.000 tekens bevatten',
  descriptionTooManyLines: 'Omschrijving mag maximaal 10 regels bevatten',
  quantityNotNumber: 'Aantal moet een getal zijn',
  quantityMin: 'Aantal moet minimaal 1 zijn',
  quantityMax: 'Aantal mag maximaal 1.000.000 zijn',
  quantityDecimals: 'Aantal mag maximaal 3 decimalen hebben',
  unitPriceNotNumber: PRICE_MSG.notNumber,
  unitPriceMin: PRICE_MSG.min,
  unitPriceMax: PRICE_MSG.max,
  unitPriceDecimals: PRICE_MSG.decimals,
  unitInvalid: 'Kies een geldige eenheid',
  vatRateNotNumber: 'BTW-tarief moet een getal zijn',
  vatRateRange: 'BTW-tarief moet tussen 0 en 100 procent liggen',
  vatRateDecimals: 'BTW-tarief mag maximaal 1 decimaal hebben',
  itemInvalid: 'Ongeldige offerteregel',
  itemsRequired: 'Voeg minimaal één offerteregel toe',
  itemsMax: 'Een offerte mag maximaal 500 regels bevatten',
  totalTooHigh: 'Het totaalbedrag van de offerte mag maximaal € 1.000.000.000 zijn',
  notesTooLong: 'Notities mogen maximaal 10.000 tekens bevatten',
  notesTooManyLines: 'Notities mogen maximaal 200 regels bevatten',
  validUntilInvalid: 'Ongeldige datum, gebruik het formaat JJJJ-MM-DD',
  templateIdInvalid: 'Ongeldige template',
  statusInvalid: 'Ongeldige status',
  searchTooLong: 'Zoekterm mag maximaal 200 tekens bevatten',
} as const;
