/** Lexicon: units, counted nouns, vague and approximate amounts, and words around non-amounts. */
import type { QuoteUnit } from '@offerteflow/contracts';

/** Unit words as written, to the quote's units. Metres count as pieces ('stuk'). */
export const UNIT_WORDS: ReadonlyArray<readonly [QuoteUnit, readonly string[]]> = [
  [
    'uur',
    [
      'uur',
      'uren',
      'u',
      'h',
      'hr',
      'hrs',
      'manuur',
      'manuren',
      'werkuur',
      'werkuren',
      'arbeidsuur',
      'arbeidsuren',
      'uurtjes',
      'uurtje',
    ],
  ],
  ['dag', ['dag', 'dagen', 'werkdag', 'werkdagen', 'mandag', 'mandagen', 'dagje']],
  ['m2', ['m2', 'm²', 'vierkante meter', 'vierkante meters', 'vierkante m', 'meter2', 'vk meter', 'vkm']],
  ['kg', ['kg', 'kilo', 'kilos', "kilo's", 'kilogram']],
  ['liter', ['liter', 'liters', 'l', 'ltr']],
  ['maand', ['maand', 'maanden', 'mnd']],
  ['jaar', ['jaar', 'jaren']],
  ['stuk', ['stuk', 'stuks', 'st', 'stk', 'pcs', 'exemplaren', 'exemplaar', 'x', 'keer', 'maal']],
];
/** Lengths: a measure counted in pieces ('stuk'); the product name says 'per meter'. */
// prettier-ignore
export const METRE_WORDS = [
  'meter', 'meters', 'mtr', 'm1', 'm', 'strekkende meter', 'strekkende meters', 'str meter', 'lopende meter',
  'lopende meters', 'm¹'
];
/** Half a working day: 4 hours. */
export const DAYPART_WORDS = ['dagdeel', 'dagdelen', 'ochtend', 'middag'];
export const HOURS_PER_DAY = 8;
export const HOURS_PER_DAYPART = 4;
/** Words for people doing the work: '2 man x 4 uur' multiplies. */
// prettier-ignore
export const WORKER_NOUNS = [
  'man', 'mannen', 'monteurs', 'monteur', 'medewerkers', 'schilders', 'jongens', 'vakmensen', 'vakmannen',
  'werklieden', 'hoveniers', 'glazenwassers', 'schoonmakers', 'verhuizers', 'koks', 'obers', 'krachten',
  'personeelsleden', 'mensen', 'personen', 'barmedewerkers', 'bediening', 'dakdekkers', 'timmerlieden',
  'elektriciens', 'installateurs'
];
/** Head counts: '80 gasten' sizes per-person lines. */
// prettier-ignore
export const HEAD_NOUNS = [
  'gasten', 'gast', 'personen', 'persoon', 'mensen', 'deelnemers', 'kinderen', 'volwassenen', 'bezoekers',
  'leerlingen', 'genodigden', 'man', 'collegas', "collega's", 'medewerkers', 'pers', 'pax', 'couverts'
];
export const TIMES_WORDS = ['x', '×', 'keer', 'maal'];
/** Words that link two factors: '2 man voor 3 uur', '3 mensen gedurende 2 dagdelen'. */
// prettier-ignore
export const FACTOR_LINKS = [
  'x', '×', 'keer', 'maal', 'gedurende', 'voor', 'a', 'à', 'elk', 'ieder', 'per', 'die', 'van', 'en', 'met',
  'elke', 'iedere', 'ongeveer', 'ca', 'circa', "zo'n", 'ruim'
];
/** Adjectives between a number and its unit or noun: '2 hele dagen', '3 extra uur'. */
// prettier-ignore
export const QUANTITY_FILLERS = [
  'hele', 'volle', 'extra', 'nieuwe', 'losse', 'grote', 'kleine', 'halve', 'ruim', 'ruime', 'goede', 'stuks',
  'stuk', 'werk', 'aparte', 'verschillende'
];
// prettier-ignore
export const VAGUE_AMOUNTS = [
  'een stuk of wat', 'een paar', 'een aantal', 'een handvol', 'heel wat', 'paar', 'enkele', 'wat', 'aantal',
  'diverse', 'meerdere', 'verschillende', 'sommige', 'wat meer', 'een boel', 'veel'
];
// prettier-ignore
export const APPROXIMATE = [
  'ongeveer', 'circa', 'ca', "zo'n", 'rond', 'rondom', 'ruim', 'bijna', 'plusminus', 'pm', 'max', 'maximaal',
  'minimaal', 'min', 'tenminste', 'ten minste', 'zeker', 'ong', 'schatting', 'geschat', 'naar schatting',
  'ongeveer een', 'om en nabij', '+/-', '±'
];
/** Before a clock time or a deadline: 'om 9 uur', 'binnen 3 dagen', 'na 17 uur'. */
// prettier-ignore
export const TIME_PREPOSITIONS = [
  'om', 'tot', 'vanaf', 'rond', 'omstreeks', 'tussen', 'na', 'uiterlijk', 'over', 'binnen', 'sinds', 'tegen',
  'elke', 'iedere', 'al', 'voor', 'vóór'
];
// prettier-ignore
export const TIME_UNITS = [
  'uur', 'dag', 'dagen', 'week', 'weken', 'maand', 'maanden', 'jaar', 'jaren', 'minuten', 'min', 'seconden',
  'werkdagen', 'nacht', 'nachten', 'kwartier'
];
/**
 * Periods a product can be priced per ('Hondenpension per nacht', 'Steiger (per week)'), singular and
 * plural: '14 nachten' counts for such a product only (read apart in grammar/periods.ts).
 */
export const PERIOD_NOUNS: ReadonlyArray<readonly [string, string]> = [
  ['nacht', 'nachten'],
  ['week', 'weken'],
  ['minuut', 'minuten'],
  ['weekend', 'weekenden'],
  ['seizoen', 'seizoenen'],
  ['kwartaal', 'kwartalen'],
  ['etmaal', 'etmalen'],
  ['avond', 'avonden'],
];
export const AGE_AFTER = ['oud', 'geleden', 'terug', 'oude', 'ervaring'];
// prettier-ignore
export const MONTHS = [
  'jan', 'januari', 'feb', 'februari', 'mrt', 'maart', 'apr', 'april', 'mei', 'jun', 'juni', 'jul', 'juli',
  'aug', 'augustus', 'sep', 'sept', 'september', 'okt', 'oktober', 'nov', 'november', 'dec', 'december'
];
// prettier-ignore
export const WEEKDAYS = [
  'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag', 'ma', 'di', 'wo', 'do',
  'vr', 'za', 'zo', 'maandagochtend', 'dinsdagochtend', 'woensdagochtend', 'donderdagochtend',
  'vrijdagochtend', 'zaterdagochtend'
];
/** The names of each weekday, Monday first (for spans: 'vrijdag t/m zondag'). */
// prettier-ignore
export const WEEKDAY_NAMES: ReadonlyArray<readonly string[]> = [
  ['maandag', 'ma'], ['dinsdag', 'di'], ['woensdag', 'wo'], ['donderdag', 'do'], ['vrijdag', 'vr', 'vrij'],
  ['zaterdag', 'za', 'zat'], ['zondag', 'zo', 'zon']
];
/** Words between the first and last day of a period ('5 t/m 8 juni', 'vrijdag tot en met zondag'). */
export const SPAN_WORDS = ['t/m', 'tm', 'tot en met', 'tot'];
/** Words before a number that make it a house number, week or reference: 'Kerkstraat 12', 'week 23'. */
// prettier-ignore
export const NUMBER_LABELS = [
  'nummer', 'nr', 'huisnummer', 'week', 'wk', 'bouwjaar', 'jaar', 'model', 'type', 'serie', 'versie',
  'kamer', 'lokaal', 'verdieping', 'etage', 'hal', 'unit', 'bus', 'postbus', 'tel', 'fase', 'stap', 'punt',
  'optie', 'pakket', 'deel', 'item', 'regel', 'sinds', 'anno', 'foutcode', 'code', 'storingscode', 'jaren',
  'kenteken', 'artikelnummer', 'art', 'ordernummer', 'groep', 'klas', 'jo', 'mo', 'team', 'blok', 'gebouw', 'fig'
];
/** 'N bij M (meter)', 'N x M meter': a surface. */
export const BY_WORDS = ['bij', 'x', '×', 'op'];
/** 'X meter lang en Y hoog': the sides of a surface. */
export const SIDE_WORDS = ['lang', 'breed', 'hoog', 'diep', 'lengte', 'breedte', 'hoogte'];
/** 'voor iedereen', 'voor alle gasten': one per person. */
export const EVERYONE = [
  'dezelfde groep',
  'de hele groep',
  'voor de groep',
  'hele gezelschap',
  'het hele gezelschap',
  'iedereen',
  'voor iedereen',
  'alle gasten',
  'voor alle gasten',
  'alle deelnemers',
  'elke gast',
  'iedere gast',
  'per persoon',
  'de deelnemers',
  'voor de deelnemers',
  'alle medewerkers',
  'iedere medewerker',
  'elke medewerker',
  'iedere deelnemer',
  'elke deelnemer',
];
/** Words after a number that make it no amount of things: percent, ordinals, sizes. */
// prettier-ignore
export const NOT_AMOUNT_AFTER = [
  'procent', 'graden', 'cm', 'mm', 'km', 'inch', 'gb', 'tb', 'mb', 'kw', 'kwh', 'watt', 'w', 'volt', 'v',
  'bar', 'wp', 'jarig', 'jarige', 'hoog', 'hoge', 'jaar oud', 'e', 'ste', 'de', 'pk', 'cc', 'ampere', 'a',
  'poorts', 'persoons', 'deurs', 'zits', 'laags', 'kamer', 'kamers', 'sterren', 'kilometer', "km's",
  'minuten', 'seconden', 'euro', 'eur'
];
/** Count nouns that a per-unit line can refer to by another word ('per gebruiker' for 6 medewerkers). */
// prettier-ignore
export const PERSON_COUNT_NOUNS = [
  'medewerker', 'medewerkers', 'gebruiker', 'gebruikers', 'werknemer', 'werknemers', 'collega', 'collegas',
  "collega's", 'persoon', 'personen', 'gast', 'gasten', 'deelnemer', 'deelnemers', 'mensen', 'man', 'pers',
  'bezoeker', 'bezoekers', 'leerling', 'leerlingen', 'kind', 'kinderen'
];
/** 'per', 'voor iedere', 'elke': a per-unit service. */
// prettier-ignore
export const PER_WORDS = [
  'per', 'voor iedere', 'voor elke', 'voor ieder', 'voor elk', 'iedere', 'elke', 'ieder', 'elk', 'voor alle',
  'alle', 'op alle', 'bij alle', 'van alle', 'voor de', 'voor die'
];
/** 'van 17 tot 21 uur', 'tussen 9 en 12': a span of time, its length the hours asked for. */
export const SPAN_START = ['van', 'vanaf'];
/** 'tussen 12 en 13 uur' is a window to come in, no length of work. */
export const WINDOW_START = ['tussen'];
export const SPAN_LINK = ['tot', 'en', '-', 'tot en met'];
/** 'volgende week 3 stopcontacten': after these, 'week' is no label of the number. */
export const RELATIVE_TIME = ['volgende', 'komende', 'deze', 'vorige', 'over', 'na', 'die', 'eind', 'begin'];
/** "met z'n twaalven": the word before a group number. */
export const GROUP_BEFORE = ["z'n", 'zn', 'ze'];
/** 'als we boven de 75 personen zitten': a condition, no amount. */
export const THRESHOLD_BEFORE = ['boven de', 'boven', 'meer dan', 'minder dan', 'onder de', 'vanaf'];
/** 'voor alle drie': the number after these counts the things named before. */
export const ALL_WORDS = ['alle', 'allemaal', 'allebei', 'alle twee', 'die'];
/** Before 'een …': one for each of two ('allebei een lint'); 'zowel … als …' is read as well. */
export const PAIR_WORDS = ['allebei', 'beiden', 'alle twee', 'alletwee', 'beide'];
/** After 'N van': the things counted follow ('2 van die lampen', 'drie van onze kasten'). */
export const POINTER_WORDS = ['die', 'deze', 'zulke', "zo'n", 'de', 'het', 'onze', 'jullie', 'uw', 'mijn'];
/** After 'N van': the ones meant, named before ('twee van hen'). */
export const COUNTED_PRONOUNS = ['hen', 'ze', 'ons', 'hun'];
/** A service for each of the things counted before ('3 driewielers, allemaal grote beurt'). */
// prettier-ignore
export const DISTRIBUTIVE_WORDS = ['allemaal', 'allebei', 'beide', 'elk', 'elke', 'ieder', 'iedere', 'stuk voor stuk'];
/** Lines priced per distance ('Reiskosten per km') and the words of a distance. */
export const PER_DISTANCE = ['per km', 'per kilometer', 'per gereden km', 'per gereden kilometer'];
export const DISTANCE_WORDS = ['km', 'kilometer', 'kilometers', "km's"];
/** 'enkele reis': the distance one way, doubled when the text asks for the way back too. */
export const ONE_WAY_WORDS = ['enkele reis', 'enkele rit', 'een kant op', 'heen'];
export const RETURN_WORDS = ['heen en terug', 'heen+terug', 'heen- en terugreis', 'retour', 'heen en weer'];
/** Sides of a pane or panel in these units make a surface in m2 ('70 x 120 cm' is 0.84 m2): metres per unit. */
export const SIDE_UNITS_IN_METRES: Readonly<Record<string, number>> = {
  cm: 0.01,
  centimeter: 0.01,
  mm: 0.001,
  millimeter: 0.001,
};

/** A whole year named without a number ('het hele jaar', 'jaarrond', 'het eerste jaar'). */
// prettier-ignore
export const WHOLE_YEAR_WORDS = [
  'het hele jaar', 'hele jaar', 'jaarrond', 'het gehele jaar', 'het eerste jaar', 'dat jaar',
  'het komende jaar', 'een heel jaar', 'jaarcontract'
];
/** A product sold per quarter names it ('Btw-aangifte per kwartaal'): a period counts a line per 3 months. */
export const QUARTER_WORDS = ['per kwartaal', 'kwartaal', 'kwartaalaangifte'];
/** Words before a year number that make it a whole year ('heel 2027'). */
export const WHOLE_YEAR_BEFORE = ['heel', 'geheel', 'gans'];
/** Words of a count in a price tier of a product's name ('10-49 st.', 'vanaf 50 stuks'). */
export const COUNT_WORDS = ['st.', 'st', 'stuks', 'stuk', 'exemplaren', 'ex.'];
/** Before a number in words that ends its phrase, these make it a count: 'dat zijn er twaalf'. */
export const BARE_COUNT_BEFORE = ['er'];
