/**
 * The example catalogue behind 'Laad voorbeeld data' (dashboard onboarding overview): a small Dutch
 * painting and maintenance business, so a new owner can try quotes before uploading their own lists.
 */
import type { ProductInput, TermInput } from './catalog.js';

export const SAMPLE_PRODUCTS: readonly ProductInput[] = [
  {
    name: 'Schilderwerk binnen',
    description: 'Muren en plafonds, twee lagen latex inclusief afplakken',
    unitPrice: 24.5,
    unit: 'm2',
    category: 'Schilderwerk',
  },
  {
    name: 'Schilderwerk buiten',
    description: 'Kozijnen, deuren en boeidelen: schuren, gronden en twee lagen aflak',
    unitPrice: 42.5,
    unit: 'm2',
    category: 'Schilderwerk',
  },
  {
    name: 'Houtrot herstel',
    description: 'Rot uitfrezen en vullen met tweecomponenten houtreparatiepasta',
    unitPrice: 65,
    unit: 'uur',
    category: 'Schilderwerk',
  },
  {
    name: 'Behangen',
    description: 'Glasvlies of vliesbehang aanbrengen, exclusief behang',
    unitPrice: 18.75,
    unit: 'm2',
    category: 'Wandafwerking',
  },
  {
    name: 'Sauswerk plafond',
    description: 'Spuitwerk structuurplafond, wit',
    unitPrice: 12.95,
    unit: 'm2',
    category: 'Wandafwerking',
  },
  {
    name: 'Kitwerk sanitair',
    description: 'Oude kit verwijderen en opnieuw afkitten met schimmelwerende kit',
    unitPrice: 8.5,
    unit: 'stuk',
    category: 'Onderhoud',
  },
  {
    name: 'Glas zetten',
    description: 'Dubbel glas HR++ plaatsen inclusief glaslatten',
    unitPrice: 135,
    unit: 'm2',
    category: 'Onderhoud',
  },
  {
    name: 'Onderhoudscontract',
    description: 'Jaarlijkse inspectie en bijwerken van het buitenschilderwerk',
    unitPrice: 295,
    unit: 'jaar',
    category: 'Onderhoud',
  },
  {
    name: 'Steiger huur',
    description: 'Rolsteiger tot 8 meter werkhoogte inclusief op- en afbouw',
    unitPrice: 85,
    unit: 'dag',
    category: 'Materieel',
  },
  { name: 'Voorrijkosten', description: null, unitPrice: 35, unit: 'stuk', category: 'Overig' },
  {
    name: 'Uurtarief schilder',
    description: 'Meerwerk en kleine klussen in regie',
    unitPrice: 52.5,
    unit: 'uur',
    category: 'Overig',
  },
  {
    name: 'Muurverf premium',
    description: 'Sigma S2U Nova Matt, 10 liter',
    unitPrice: 9.8,
    unit: 'liter',
    category: 'Materiaal',
  },
];

export const SAMPLE_TERMS: readonly TermInput[] = [
  {
    termType: 'payment_terms',
    content:
      'Betaling binnen 30 dagen na factuurdatum. Bij opdrachten boven € 5.000 wordt 30% bij aanvang gefactureerd, de rest na oplevering.',
    isDefault: true,
  },
  {
    termType: 'delivery_terms',
    content:
      'De werkzaamheden starten op de afgesproken datum. Bij vorst, regen of harde wind voor buitenwerk schuift de planning op zonder kosten voor de opdrachtgever.',
    isDefault: false,
  },
  {
    termType: 'warranty',
    content:
      'Op het schilderwerk geldt twee jaar garantie op afbladderen en loslaten, mits het onderhoud volgens ons advies wordt uitgevoerd. Houtrot en vocht in de ondergrond vallen niet onder de garantie.',
    isDefault: false,
  },
  {
    termType: 'general',
    content:
      'Deze offerte is 30 dagen geldig. Meerwerk wordt alleen uitgevoerd na akkoord van de opdrachtgever en verrekend tegen het geldende uurtarief.',
    isDefault: false,
  },
];
