/** The sample catalogue of 'Laad voorbeeld data': a small Dutch installation and maintenance business. */
import type { CatalogueProduct, CatalogueTerm } from './catalogue-rows';

export const SAMPLE_PRODUCTS: readonly CatalogueProduct[] = [
  {
    name: 'Uurtarief monteur',
    description: 'Werkzaamheden op locatie',
    unitPrice: 58.5,
    unit: 'uur',
    category: 'Arbeid',
  },
  { name: 'Voorrijkosten', description: 'Binnen 25 km', unitPrice: 35, unit: 'stuk', category: 'Arbeid' },
  {
    name: 'Onderhoudsbeurt cv-ketel',
    description: 'Inclusief rookgasmeting',
    unitPrice: 115,
    unit: 'stuk',
    category: 'Onderhoud',
  },
  {
    name: 'Servicecontract cv-ketel',
    description: 'Jaarlijkse beurt en voorrang bij storing',
    unitPrice: 12.95,
    unit: 'maand',
    category: 'Onderhoud',
  },
  {
    name: 'Thermostaat plaatsen',
    description: 'Slimme thermostaat, exclusief toestel',
    unitPrice: 95,
    unit: 'stuk',
    category: 'Installatie',
  },
  {
    name: 'Radiator vervangen',
    description: 'Tot 1.000 watt, inclusief ontluchten',
    unitPrice: 245,
    unit: 'stuk',
    category: 'Installatie',
  },
  {
    name: 'Vloerverwarming aanleggen',
    description: 'Inclusief verdeler en frezen',
    unitPrice: 42.5,
    unit: 'm2',
    category: 'Installatie',
  },
  {
    name: 'Cv-ketel vervangen',
    description: 'HR-combiketel CW4, inclusief montage',
    unitPrice: 2450,
    unit: 'stuk',
    category: 'Installatie',
  },
  { name: 'Koperen leiding 15 mm', description: null, unitPrice: 8.75, unit: 'stuk', category: 'Materialen' },
  { name: 'Expansievat 18 liter', description: null, unitPrice: 49.95, unit: 'stuk', category: 'Materialen' },
];

export const SAMPLE_TERMS: readonly CatalogueTerm[] = [
  {
    termType: 'payment_terms',
    content:
      'Betaling binnen 14 dagen na factuurdatum. Bij te late betaling is de wettelijke rente verschuldigd.',
    isDefault: true,
  },
  {
    termType: 'delivery_terms',
    content: 'Werkzaamheden worden in overleg ingepland; de opgegeven uitvoeringstermijn is indicatief.',
    isDefault: false,
  },
  {
    termType: 'warranty',
    content:
      'Op uitgevoerde installaties geven wij 12 maanden garantie op arbeid; op materialen geldt de fabrieksgarantie.',
    isDefault: false,
  },
  {
    termType: 'general',
    content: 'Offertes zijn 30 dagen geldig. Meerwerk wordt alleen uitgevoerd na schriftelijk akkoord.',
    isDefault: false,
  },
];
