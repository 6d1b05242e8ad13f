/** Lexicon: what makes a sentence a note (dates, deadlines, access, location, delivery, conditions). */

// prettier-ignore
export const NOTE_WORDS = [
  'kantoortijden', 'werktijden', 'openingstijden', 'sluitingstijd', 'spreekuren', 'schooltijden',
  'buiten kantoortijd', 'buiten werktijd', 'buiten openingstijd', 'weekend', 'volgende week', 'deze week',
  'komende week', 'zomer', 'winter', 'voorjaar', 'najaar', 'kerst', 'pasen', 'vakantie', 'bouwvak',
  'feestdagen', 'morgen', 'overmorgen', 'vandaag', 'deadline', 'uiterlijk', 'zsm', 'z.s.m.', 'spoed',
  'zo snel mogelijk', 'zo spoedig', 'planning', 'gepland', 'datum', 'starten', 'beginnen', 'start', 'klaar',
  'opgeleverd', 'oplevering', 'voor het eind', 'eind van', 'begin van', 'half', 'ochtend', 'middag', 'avond',
  'ochtends', 'middags', 'avonds', 'adres', 'locatie', 'verdieping', 'etage', 'lift', 'trap', 'trappen',
  'parkeren', 'parkeerplaats', 'parkeer*', 'sleutel', 'toegang', 'code', 'bel aan', 'aanbellen', 'achterom',
  'poort', 'buren', 'buurvrouw', 'buurman', 'hond', 'honden', 'kat', 'bereikbaar', 'ingang', 'receptie',
  'melden', 'laadperron', 'lossen', 'zolder', 'kelder', 'bovenverdieping', 'begane grond', 'appartement',
  'portiek', 'smal', 'steiger', 'hoogwerker', 'levering', 'leveren', 'bezorg*', 'afleveren', 'ophalen',
  'afhalen', 'afvoeren', 'afvoer', 'opruimen', 'container', 'puin', 'budget', 'btw', 'factuur', 'factureren',
  'betaling', 'betalen', 'contant', 'vooraf', 'aanbetaling', 'kleur', 'ral', 'materiaal', 'materialen',
  'zelf', 'eigen', 'vegetarisch', 'vegan', 'allergie*', 'glutenvrij', 'lactosevrij', 'halal', 'dieet',
  'stroom', 'water', 'geluid', 'vergunning', 'garantie', 'onderhoud', 'contract', 'looptijd', 'verzekering',
  'subsidie', 'let op', 'belangrijk', 'graag vooraf', 'bellen', 'mobiel bereikbaar', 'thuis', 'aanwezig',
  'afspraak', 'bezichtiging', 'langskomen', 'kijken', 'opname', 'meenemen', 'mee te nemen', 'achterlaten',
  'afdekken', 'beschermen', 'netjes', 'afgevoerd', 'weggehaald', 'meegenomen', 'wekelijks', 'maandelijks',
  'jaarlijks', 'dagelijks', 'tweewekelijks', 'per week', 'per maand', 'per jaar', 'per kwartaal', 'liefst',
  'voorkeur', 'bij voorkeur', 'gesloten', 'open', 'brengen', 'halen', 'komen brengen', 'per', 'vanaf'
];
/** Dates the user proposed in an own message are kept ('ik kom donderdag 20 maart'). */
// prettier-ignore
export const OWN_DATE_WORDS = [
  'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag', 'volgende week'
];
/** Words that carry no detail of their own ('kunnen jullie helpen', 'wat kost het'). */
// prettier-ignore
export const NOTE_FILLER = [
  'ik', 'we', 'wij', 'jullie', 'je', 'u', 'het', 'de', 'een', 'dat', 'dit', 'er', 'is', 'zijn', 'kan', 'kun',
  'kunnen', 'wil', 'willen', 'zou', 'graag', 'ook', 'nog', 'even', 'wel', 'niet', 'helpen', 'kost', 'kosten',
  'wat', 'hoe', 'veel', 'prijs', 'offerte', 'top', 'prima', 'ok', 'oke', 'ja', 'nee', 'hoor', 'dank',
  'bedankt', 'super', 'mooi', 'fijn', 'goed', 'thanks', 'thx', 'trouwens', 'o', 'oh', 'en', 'maar', 'dan',
  'toch', 'zo', 'snel', 'mogelijk', 'vraag', 'vragen', 'sturen', 'maken', 'doen', 'hebben', 'heb', 'laten',
  'weten', 'horen', 'hallo', 'hoi', 'groet', 'groeten', 'svp', 'aub', 'gaat', 'om', 'betreft', 'namelijk',
  'volgende', 'onderstaande', 'hieronder', 'als', 'volgt'
];
