/** Lexicon: prices — currency, 'per' units, VAT, totals, budgets, 'vanaf'. */

export const CURRENCY_BEFORE = ['€', 'eur', 'euro'];
export const CURRENCY_AFTER = ['euro', 'eur', '€', 'eu', 'pop', 'piek'];
/** Words that introduce a price without a currency sign: 'à 85', 'voor 95 per uur', 'tegen 42,50'. */
export const PRICE_INTRO_STRONG = ['à', '@', 'ad'];
// prettier-ignore
export const PRICE_INTRO = [
  'a', 'voor', 'tegen', 'tarief', 'tarief van', 'prijs', 'prijs van', 'afgesproken op', 'kost', 'kosten',
  'kostte', 'is', 'bedraagt', 'totaal', 'van'
];
// prettier-ignore
export const PER_INTRO = [
  'per', 'p', 'p/', 'p.', '/', 'de', 'het', 'voor de', 'voor het', 'elk', 'ieder', 'iedere', 'elke'
];
// prettier-ignore
export const PER_PERSON = [
  'p.p.', 'p.p', 'pp', 'p/p', 'per persoon', 'per pers', 'per gast', 'p.pers', 'per couvert', 'per kind',
  'per deelnemer', 'p.p.p.', 'per man'
];
export const VAT_WORDS = ['btw', 'b.t.w.', 'b.t.w', 'vat', 'omzetbelasting'];
export const INCL_WORDS = ['incl', 'incl.', 'inclusief', 'inc', 'inc.', 'including', 'inbegrepen'];
export const EXCL_WORDS = ['excl', 'excl.', 'exclusief', 'ex', 'ex.', 'exclusive', 'excluding', 'zonder'];
export const VAT_LOW_RATE = 9;
export const VAT_HIGH_RATE = 21;
/** Before an amount: the amount is for the whole line or job, not per unit. */
// prettier-ignore
export const TOTAL_BEFORE = [
  'in totaal', 'totaal', 'totaalprijs', 'totaalbedrag', 'samen', 'alles bij elkaar', 'all-in', 'all in',
  'allin', 'voor alles', 'het geheel', 'alles samen', 'lumpsum', 'vaste prijs van', 'vaste prijs',
  'alles voor', 'alles in totaal', 'totaal voor', 'bij elkaar', 'in één keer', 'in een keer', 'opgeteld',
  'voor het geheel', 'voor het hele', 'voor de hele', 'voor alle'
];
/** After an amount: 'alles inbegrepen', 'all-in', 'totaal', 'voor alles'. */
// prettier-ignore
export const TOTAL_AFTER = [
  'alles inbegrepen', 'all-in', 'all in', 'allin', 'totaal', 'in totaal', 'voor alles', 'alles incl',
  'alles inclusief', 'voor het geheel', 'samen', 'bij elkaar', 'voor het hele', 'voor de hele', 'voor alle',
  'voor beide', 'voor allebei', 'voor de twee', 'voor de drie', 'voor de vier'
];
/** In a sentence with a total: one agreed price for the whole job ('… voor € 3.350, alles inbegrepen'). */
// prettier-ignore
export const JOB_TOTAL_WORDS = [
  'alles inbegrepen', 'all-in', 'all in', 'allin', 'vaste prijs', 'alles inclusief', 'inclusief alles',
  'voor alles', 'voor het geheel', 'totaalprijs', 'als één post', 'als een post', 'in één post'
];
/** Before an amount: a budget, an estimate or a ceiling — not a price. */
// prettier-ignore
export const BUDGET_BEFORE = [
  'budget', 'budgetje', 'maximaal', 'max', 'max.', 'hooguit', 'niet meer dan', 'richtprijs', 'plafond',
  'tot maximaal', 'we hebben', 'we willen niet meer dan', 'liefst onder', 'onder de', 'niet boven', 'binnen',
  'ik had', 'had ik', 'we hadden', 'dacht aan', 'gedacht aan', 'denken aan', 'zat te denken aan', 'mag kosten',
  'uitgeven'
];
/** Before an amount: what the customer paid elsewhere or last time — not this quote's price. */
// prettier-ignore
export const PAID_BEFORE = [
  'betaald', 'betaalden', 'betaalde', 'kostte toen', 'vorige keer', 'bij de concurrent', 'elders',
  'andere partij', 'concurrent', 'marktplaats', 'gekocht voor', 'nieuwprijs', 'destijds'
];
// prettier-ignore
export const FROM_PRICE = [
  'vanaf', 'v.a.', 'va', 'vanaf slechts', 'al vanaf', 'starttarief', 'beginnend bij'
];
/** Words that make a price the one not meant: 'niet € 95 maar € 85', '€ 85 i.p.v. € 95'. */
// prettier-ignore
export const REPLACED_BEFORE = [
  'in plaats van', 'i.p.v.', 'ipv', 'i.p.v', 'niet', 'was', 'eerst', 'i.s.m.', 'normaal',
  'normaal gesproken', 'standaard', 'standaardprijs', 'oude prijs', 'van'
];
/** 'de prijs van € 6.800', 'het bedrag van € 2.050': 'van' after these names the price, it replaces none. */
export const PRICE_NOUNS_BEFORE_VAN = [
  'prijs',
  'vaste prijs',
  'bedrag',
  'vaste bedrag',
  'tarief',
  'totaal',
  'som',
  'kosten',
  'totaalprijs',
];
/** A discount, not a price: '10% korting'. */
export const DISCOUNT_WORDS = ['korting', 'discount', 'reductie', 'afslag'];
/** Costs that come with a line but are a line of their own: 'plus € 45 voorrijkosten'. */
// prettier-ignore
export const EXTRA_COST_WORDS = [
  'voorrijkosten', 'voorrijden', 'bezorgkosten', 'bezorging', 'levering', 'leveringskosten',
  'transportkosten', 'transport', 'reiskosten', 'verzendkosten', 'afvoerkosten', 'opstartkosten',
  'administratiekosten', 'statiegeld', 'borg', 'huur', 'plaatsing', 'montage', 'installatie', 'ophalen'
];
/** Units after a slash that make an amount a price ('45 p/u', '€ 6,10/m2'). */
export const PER_SLASH_UNITS = [
  'u',
  'uur',
  'h',
  'm2',
  'm²',
  'st',
  'stuk',
  'stk',
  'm',
  'm1',
  'mtr',
  'kg',
  'l',
  'dag',
  'mnd',
  'maand',
  'pp',
  'p.p.',
  'persoon',
];
/** 'de Xtreme 30 kost 1895', 'prijs is 450': an amount after these at the end of a phrase is a price. */
export const PRICE_VERBS = [
  'kost',
  'kosten',
  'kostte',
  'bedraagt',
  'prijs is',
  'prijs van',
  'tarief is',
  'voor een bedrag van',
];

/**
 * A term that charges a product on every job ('Bij elke afspraak rekenen we één keer de toeslag aan
 * huis', 'Voorrijkosten worden altijd berekend'): words for every job, and words for charging.
 */
// prettier-ignore
export const EVERY_JOB_WORDS = [
  'bij elke afspraak', 'bij iedere afspraak', 'bij elke opdracht', 'bij iedere opdracht', 'bij elk bezoek',
  'bij ieder bezoek', 'bij elke klus', 'bij iedere klus', 'per afspraak', 'per opdracht', 'per bezoek',
  'altijd', 'standaard'
];
// prettier-ignore
export const CHARGE_WORDS = [
  'rekenen', 'reken', 'berekenen', 'berekend', 'in rekening', 'brengen we', 'komt erbij', 'komen erbij',
  'geldt', 'gelden', 'toegevoegd'
];
