/**
 * Sample data for live template previews (web editor) and benchmarks: a realistic Dutch quote.
 * sampleQuote(n) repeats the item list to n lines (60 lines fill about 3 A4 pages).
 */
import type { DocumentCompany, DocumentItem, DocumentQuote } from './types.js';

export const SAMPLE_COMPANY: DocumentCompany = {
  name: 'Voorbeeld Installatietechniek B.V.',
  email: 'info@voorbeeld-installatie.nl',
  phone: '020 123 4567',
  address: 'Keizersgracht 123',
  postalCode: '1015 CJ',
  city: 'Amsterdam',
  website: 'www.voorbeeld-installatie.nl',
  kvkNumber: '12345678',
  vatNumber: 'NL123456789B01',
  iban: 'NL91 ABNA 0417 1643 00',
};

const SAMPLE_ITEMS: readonly DocumentItem[] = [
  { description: 'Inspectie en advies op locatie', quantity: 2, unit: 'uur', unitPrice: 75, vatRate: 21 },
  {
    description: 'Cv-ketel HR107 28 kW incl. montagemateriaal',
    quantity: 1,
    unit: 'stuk',
    unitPrice: 1895,
    vatRate: 21,
  },
  {
    description: 'Installatiewerkzaamheden monteur',
    quantity: 6.5,
    unit: 'uur',
    unitPrice: 62.5,
    vatRate: 21,
  },
  {
    description: 'Vloerisolatie (woning ouder dan 2 jaar)',
    quantity: 42,
    unit: 'm2',
    unitPrice: 24.95,
    vatRate: 9,
  },
  {
    description: 'Afvoer en recycling oude installatie',
    quantity: 1,
    unit: 'stuk',
    unitPrice: 85,
    vatRate: 21,
  },
];

export function sampleQuote(itemCount = SAMPLE_ITEMS.length): DocumentQuote {
  const items: DocumentItem[] = [];
  for (let i = 0; i < itemCount; i += 1) {
    const base = SAMPLE_ITEMS[i % SAMPLE_ITEMS.length] as DocumentItem;
    items.push(i < SAMPLE_ITEMS.length ? base : { ...base, description: `${base.description} (${i + 1})` });
  }
  return {
    quoteNumber: 'OFF-2026-0042',
    date: '2026-11-23',
    validUntil: '2026-12-23',
    customer: {
      name: 'Bakkerij De Gouden Korst',
      email: 'inkoop@goudenkorst.nl',
      address: 'Dorpsstraat 8',
      postalCode: '3512 AB',
      city: 'Utrecht',
      kvkNumber: '87654321',
    },
    items,
    notes:
      'Werkzaamheden worden uitgevoerd in overleg, naar verwachting in week 2.\nPrijzen zijn exclusief eventuele meerwerkzaamheden.',
  };
}

export const SAMPLE_PAYMENT_TERMS = 'Betaling binnen 30 dagen na factuurdatum';
