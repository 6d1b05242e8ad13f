/** Lexicon: what a clause does — asks, cancels, changes, accepts, states, prefers, questions. */

/** Words that ask for something. */
// prettier-ignore
export const REQUEST_WORDS = [
  'graag', 'wil', 'willen', 'wilt', 'zou', 'zouden', 'nodig', 'offerte', 'prijsopgave', 'kunnen', 'kun',
  'kunt', 'kan', 'vragen', 'bestel', 'bestellen', 'laten', 'prijs', 'kost', 'kosten', 'wens', 'wensen',
  'interesse', 'zoek', 'zoeken', 'huren', 'aanvragen', 'moet', 'moeten', 'plaatsen', 'leveren', 'vervangen',
  'maken', 'aanleggen', 'schilderen', 'installeren', 'reserveren', 'boeken', 'ophangen', 'verhuizen',
  'schoonmaken', 'snoeien', 'doen', 'regelen', 'verzorgen', 'nemen', 'erbij', 'ook', 'mee', 'meenemen',
  'toevoegen', 'bijbestellen', 'svp', 'aub', 'please', 'like', 'need', 'want', 'vernieuwen', 'repareren',
  'herstellen', 'ontstoppen', 'reinigen', 'weghalen', 'verwijderen', 'monteren', 'leggen', 'trekken',
  'zetten', 'komen', 'langskomen', 'inplannen', 'rekenen', 'reken', 'plannen', 'opnemen'
];
/** Words that ask in the strict sense (no work verbs). */
// prettier-ignore
export const ASK_WORDS = [
  'graag', 'wil', 'willen', 'wilt', 'zou', 'zouden', 'nodig', 'offerte', 'kunnen jullie', 'kun je', 'kunt u',
  'kan je', 'kan jij', 'bestel', 'bestellen', 'svp', 'aub', 'alstublieft', 'alsjeblieft', 'we nemen',
  'ik neem', 'doe maar', 'doe ook', 'reken op', 'rekenen op', 'reken maar', 'hebben we nodig', 'zoeken',
  'zoek', 'interesse in', 'nog', 'ook', 'erbij', 'plus', 'daarnaast', 'verder', 'tevens', 'en'
];
/** A clause that takes back an earlier request. */
// prettier-ignore
export const CANCEL_PHRASES = [
  'laten we ~ staan', 'laat ~ staan',
  'laten we ~ zitten', 'laat ~ zitten', 'laten we ~ liggen', 'laten we ~ vallen', 'laat ~ vallen', 'laten we ~ weg', 'doen we ~ niet', 'hoeft ~ niet', 'hoeven ~ niet', 'zien we ~ af', 'doen we ~ later', 'wachten we ~ mee', 'schuiven we ~ door', 'nemen we ~ volgend jaar', 'komt ~ later',
  'hoeft niet', 'hoeft toch niet', 'hoeven niet', 'hoeven toch niet', 'hoef niet', 'hoeft geen',
  'hoeven geen', 'hoeft niet meer', 'laten we zitten', 'laat maar zitten', 'laten we toch zitten',
  'laten we maar zitten', 'laten we voorlopig zitten', 'laten we voorlopig even zitten', 'laten we liggen',
  'laten we voorlopig liggen', 'laten we voorlopig even liggen', 'laten we vallen', 'laat maar vallen',
  'laten we weg', 'laat maar weg', 'laten we schieten', 'mag eraf', 'mag er af', 'mag weg', 'mogen eraf',
  'mogen weg', 'kan eraf', 'kan weg', 'kunnen eraf', 'kunnen weg', 'vervalt', 'vervallen', 'schrappen',
  'geschrapt', 'toch geen', 'maar geen', 'ook geen', 'dus geen', 'dan geen', 'toch niet', 'niet meer nodig', 'zien we af', 'zien we van af',
  'zie ik af', 'zie ik van af', 'zien we toch van af', 'annuleren', 'geannuleerd', 'doen we zelf',
  'doe ik zelf', 'doen we later', 'doen we toch niet', 'gaat niet door', 'streep maar door', 'streep door',
  'niet doen', 'niet meer doen', 'valt af', 'wegstrepen', 'cancel', 'cancelen', 'skip', 'skippen',
  'niet nodig', 'niet meer', 'toch maar niet', 'laten we even', 'parkeren we', 'later een keer',
  'schuiven we door', 'wachten we mee', 'wachten we nog mee', 'wacht ik mee', 'wachten nog even',
  'komt later', 'doen we volgend jaar', 'volgend jaar wel', 'nemen we volgend jaar mee', 'volgend jaar mee',
  'een andere keer', 'later dit jaar', 'stellen we uit', 'uitstellen', 'ander moment', 'regelen we zelf',
  'regel ik zelf', 'hebben we al', 'heb ik al', 'hebben we zelf', 'zelf al', 'toch niet nodig',
  'laat ik zitten', 'laten we achterwege', 'achterwege', 'gaan we niet doen', 'doen we niet',
  'willen we niet', 'wil ik niet'
];
/** 'in plaats van', 'niet … maar …', 'toch maar': the clause changes an earlier amount or choice. */
export const INSTEAD_WORDS = ['in plaats van', 'i.p.v.', 'ipv', 'i.p.v', 'ip.v.', 'ivp'];
// prettier-ignore
export const CHANGE_WORDS = [
  'toch', 'toch maar', 'doe maar', 'maak er', 'maak daar', 'wordt', 'worden', 'aanpassen', 'wijzigen',
  'wijziging', 'correctie', 'update', 'niet meer', 'meer dan gedacht', 'minder', 'extra', 'erbij', 'nog'
];
/** 'nog 2 extra', 'erbij': adds to the line instead of replacing its amount. */
// prettier-ignore
export const ADDITIVE_WORDS = [
  'extra', 'erbij', 'er bij', 'nog een', 'ook nog', 'bovenop', 'aanvullend', 'bij'
];
/** The customer agrees to what the user offered. */
// prettier-ignore
export const ACCEPT_PHRASES = [
  'akkoord', 'akkoord met', 'gaan akkoord', 'ga akkoord', 'ik ga akkoord', 'we gaan akkoord',
  'akkoord met uw voorstel', 'akkoord met jullie voorstel', 'akkoord met de offerte',
  'doe maar zoals je voorstelde', 'doe maar zoals voorgesteld', 'zoals voorgesteld', 'zoals je voorstelde',
  'zoals u voorstelde', 'zoals besproken', 'zoals afgesproken', 'neem dat maar mee', 'neem die maar mee',
  'neem het maar mee', 'neem dit maar mee', 'neem dat ook mee', 'doe dat maar', 'doe die maar',
  'doe dit maar', 'doe maar', 'ja graag', 'jazeker', 'prima', 'is goed', 'dat is goed', 'klinkt goed',
  'helemaal goed', 'top', 'perfect', 'super', 'deal', 'afgesproken', 'mee eens', 'gaan we doen',
  'gaan we voor', 'we gaan ervoor', 'we gaan voor', 'dan doen we het zo', 'ga je gang', 'gaat u gang', 'ok',
  'oke', 'okay', 'oké', 'akkoord met de prijs', 'we nemen het', 'we nemen die', 'graag zo', 'uitvoeren',
  'mag uitgevoerd worden', 'opdracht', 'geef opdracht', 'geven opdracht', 'bij deze opdracht', 'ja'
];
/** A clause that describes what is there: 'de ketel is 15 jaar oud', 'we hebben 8 panelen'. */
// prettier-ignore
export const STATE_VERBS = [
  'is', 'zijn', 'was', 'waren', 'heeft', 'hebben', 'lekt', 'lekken', 'werkt', 'werken', 'staat', 'staan',
  'zit', 'zitten', 'ligt', 'liggen', 'hangt', 'hangen', 'doet het', 'doen het', 'hapert', 'kapot', 'stuk',
  'oud', 'bestaat', 'bestaan', 'gekocht', 'geïnstalleerd', 'geinstalleerd', 'geplaatst', 'gedaan', 'geleden',
  'hebben we', 'heb ik', 'hadden', 'had', 'woont', 'wonen', 'wij zijn', 'we zijn', 'ik ben'
];
// prettier-ignore
export const KEEP_WORDS = [
  'mag blijven', 'mogen blijven', 'kan blijven', 'kunnen blijven', 'blijft', 'blijven staan', 'blijft staan',
  'blijft hangen', 'laten we hangen'
];
/** Wishes about how or when, not a thing to quote. */
// prettier-ignore
export const PREFERENCE_START = [
  'liefst', 'liever', 'bij voorkeur', 'graag pas', 'voorkeur', 'let op', 'nb', 'n.b.', 'ps', 'p.s.', 'pss',
  'opmerking', 'pref', 'liefst niet', 'graag niet', 'het liefst', 'idealiter', 'wel graag'
];
/** Optional requests: 'eventueel ook de dakgoot', 'optioneel: extra stopcontact'. */
// prettier-ignore
export const OPTIONAL_WORDS = [
  'eventueel', 'evt', 'evt.', 'optioneel', 'optie', 'misschien', 'mogelijk', 'indien mogelijk', 'als optie',
  'zo nodig', 'indien nodig', 'wellicht'
];
/** Words of a question that is no request: 'doen jullie ook zonnepanelen?' */
// prettier-ignore
export const QUESTION_START = [
  'doen jullie', 'doet u', 'doe je', 'hebben jullie', 'heeft u', 'heb je', 'kunnen jullie ook',
  'is het mogelijk', 'weet u', 'weet je', 'weten jullie', 'hoe', 'wanneer', 'waar', 'wat', 'welke', 'waarom',
  'hoeveel', 'klopt', 'klopt het', 'vraagje', 'vraag', 'zijn jullie', 'bent u', 'ben je', 'verzorgen jullie',
  'leveren jullie', 'is er', 'zit er'
];
/** Negation inside a clause. */
export const NEGATION = ['☐', 'nee', 'niet', 'geen', 'zonder', 'nooit', 'hoeft niet', 'behalve'];
/** Words that carry no detail about the thing asked for (stripped from line descriptions). */
// prettier-ignore
export const FILLER_WORDS = [
  'maand', 'maanden', 'week', 'weken', 'jaar', 'daarna', 'vervolgens', 'opnieuw',
  'vaste', 'vast', 'afgesproken',
  'maken', 'sturen', 'opsturen', 'toesturen', 'geven', 'weten', 'horen', 'ontvangen', 'hierbij', 'hiervoor', 'hiervan', 'waar',
  'graag', 'ook', 'nog', 'even', 'dan', 'de', 'het', 'een', 'en', 'ik', 'we', 'wij', 'jullie', 'je', 'u',
  'wil', 'willen', 'wilt', 'zou', 'zouden', 'kun', 'kunnen', 'kunt', 'kan', 'heb', 'hebben', 'hebt',
  'hadden', 'had', 'er', 'mij', 'me', 'ons', 'onze', 'mijn', 'dus', 'maar', 'dat', 'die', 'deze', 'dit',
  'voor', 'of', 'met', 'zijn', 'is', 'wordt', 'worden', 'laten', 'offerte', 'prijs', 'prijsopgave',
  'aanvraag', 'svp', 'aub', 'a.u.b', 'alstublieft', 'alsjeblieft', 'zo', 'doen', 'doe', 'vragen', 'vraag',
  'nodig', 'ongeveer', 'circa', 'ca', "zo'n", 'stuk', 'stuks', 'per', 'totaal', 'in', 'bij', 'aan', 'op',
  'te', 'x', 'reken', 'rekenen', 'reken op', 'rekening', 'denk', 'denken', 'schat', 'schatting', 'verwacht',
  'verwachten', 'lang', 'hoog', 'breed', 'diep', 'alles', 'inbegrepen', 'inclusief', 'incl', 'exclusief',
  'excl', 'btw', 'elk', 'ieder', 'elke', 'iedere', 'tegen', 'vanaf', 'all', 'allin', 'samen', 'wel', 'hoor',
  'nu', 'meer', 'minder', 'gedacht', 'toch', 'mee', 'erbij', 'extra', 'maak', 'daarnaast', 'verder',
  'tevens', 'plus', 'tot', 'gelijk', 'meteen', 'allemaal', 'alle', 'beide', 'allebei', 'keer', 'maal', 'uur',
  'uren', 'wat', 'hele', 'heel', 'ruim', 'ong', 'max', 'maximaal', 'min', 'minimaal', 'pp', 'p', 'st', 'zeg',
  'zeggen', 'hierbij', 'hier', 'daar', 'zoals', 'afgesproken', 'besproken', 'genoemd', 'noemde', 'klopt',
  'natuurlijk', 'ja', 'nee', 'oke', 'ok', 'prima', 'top', 'super', 'mooi', 'fijn', 'goed', 'kost', 'kosten',
  'euro', 'eur', 'duurt', 'bezig', 'tijd', 'kom', 'komt', 'komen', 'gaat', 'gaan', 'al', 'ivm', 'i.v.m.',
  'vlgs', 'volgens', 'klant', 'klant wil', 'zegt', 'hij', 'zij', 'ze', 'haar', 'hem', 'hun', 'zowat',
  'bijna', 'pakweg', 'geschat', 'indicatie', 'als', 'mogelijk', 'eventueel', 'evt', 'optioneel', 'weer',
  'zelfde', 'dezelfde', 'hetzelfde', 'vorige', 'net', 'van', 'na', 'om', 'over', 'uit', 'door', 'naar',
  'zonder', 'm', 'mtr', 'meter', 'meters', 'niet',
  // words that point at what follows ('twee dingen:', 'een paar punten')
  'ding', 'dingen', 'dingetjes', 'punten', 'puntjes', 'zaken', 'zaakjes'
];
/** Labour words: a clause of only these with hours is the labour line ('reken op 2 man x 4 uur'). */
// prettier-ignore
export const LABOUR_WORDS = [
  'werk', 'arbeid', 'arbeidsloon', 'klus', 'manuren', 'werkuren', 'uren', 'loon', 'montage', 'tijd', 'man',
  'mannen', 'werktijd', 'arbeidstijd', 'voorrijden', 'bezig', 'duurt', 'duren', 'nodig'
];
/** Words of a clause that refers back to a line just named ('die', 'dat', 'hiervan'). */
// prettier-ignore
export const BACK_REFERENCE = [
  'die', 'dat', 'dit', 'deze', 'ervan', 'hiervan', 'daarvan', 'het', 'ze', 'hem', 'allemaal', 'alle',
  'beide', 'allebei'
];
/** Greeting and thanks phrases that are never requests. */
// prettier-ignore
export const BOILERPLATE_START = [
  'kunt u mij een offerte', 'kunt u ons een offerte', 'kunnen jullie een offerte', 'kun je een offerte',
  'zou u een offerte', 'zouden jullie een offerte', 'graag ontvang ik', 'graag ontvangen wij',
  'graag ontvangen we', 'alvast bedankt', 'ik hoor graag', 'ik hoor het', 'hoor graag', 'laat maar weten',
  'laat even weten', 'laat het weten', 'zie onder', 'zie hieronder', 'zie bijlage', 'bijgaand',
  'in de bijlage', 'hoe gaat', 'hopelijk', 'ik hoop', 'dank', 'bedankt', 'groet', 'we hebben de volgende',
  'wij hebben de volgende', 'hierbij', 'zie onderstaand', 'naar aanleiding van', 'n.a.v.', 'nav',
  'graag een offerte voor het volgende', 'het gaat om', 'het betreft', 'wij willen graag een offerte',
  'ik wil graag een offerte', 'we willen graag een offerte', 'graag een offerte', 'kunnen jullie helpen',
  'kun je helpen', 'kunt u helpen', 'offerte aanvraag', 'offerteaanvraag', 'mijn vraag', 'onze vraag'
];
/** Words that join two requests in one sentence: clauses are cut there. */
// prettier-ignore
export const CLAUSE_JOINERS = [
  'en', 'plus', 'alsmede', 'evenals', 'daarnaast', 'verder', 'ook nog', 'inclusief', 'incl', 'incl.',
  'met daarbij', 'en daarnaast', 'en ook'
];
/** 'maar' starts a new clause, except in 'toch maar', 'dan maar' and before these words. */
export const BUT_WORDS = ['maar'];
export const BUT_NOT_AFTER = [
  'toch',
  'dan',
  'doe',
  'laat',
  'neem',
  'ga',
  'kom',
  'zeg',
  'reken',
  'hou',
  'houd',
  'geef',
  'stuur',
  'zet',
];
export const BUT_NOT_BEFORE = ['zitten', 'weg', 'vallen', 'even', 'doen', 'laten', 'liggen'];
/** 'tussen 12 en 13 uur', 'van 9 tot 17': an 'en' there joins no requests. */
export const RANGE_START = ['tussen', 'van'];
/** Words that make a whole sentence a request ('Graag …', 'Wij willen …', 'Kunnen jullie …'). */
// prettier-ignore
export const STRONG_ASK = [
  'graag', 'wil', 'willen', 'wilt', 'zou', 'zouden', 'nodig', 'offerte', 'kunnen', 'kunt', 'kun', 'svp',
  'aub', 'bestellen', 'bestel', 'wens', 'zoeken', 'zoek'
];
/** Abbreviations whose dot ends no sentence ('incl. 9% btw', 'ca. 40 m2'). */
// prettier-ignore
export const ABBREVIATIONS = [
  'incl', 'excl', 'ca', 'bijv', 'evt', 'ong', 'vlgs', 'nr', 'tel', 'o.a', 'i.p.v', 'ipv', 'm.b.t', 'mbt', 'i.v.m', 'ivm',
  'max', 'min', 'st', 'stk', 'mw', 'mevr', 'dhr', 'fam', 'p.p', 'pp', 'z.s.m', 'a.s', 'm.i.v', 'resp', 'excl.btw', 'incl.btw',
  'vs', 'etc', 'enz', 'bv', 'b.v', 'n.v', 'v.o.f', 'adr', 'str', 'mnd', 'wk', 'zgn', 'mtr', 'ltr',
];
/** The customer supplies or does it, or someone else does: no line ('wij leveren zelf de tegels'). */
// prettier-ignore
export const SELF_SUPPLY = [
  'hebben we zelf', 'heb ik zelf', 'zelf genoeg', 'leveren zelf', 'leveren we zelf', 'lever ik zelf', 'levert zelf', 'zelf mee', 'zelf aan', 'doen we zelf', 'doe ik zelf',
  'regelen we zelf', 'regel ik zelf', 'zelf geregeld', 'zelf gekocht', 'zelf al', 'al gekocht', 'hebben we al', 'heb ik al',
  'door de leverancier', 'door een ander', 'door de aannemer', 'door de keukenleverancier', 'wordt geleverd door',
  'nemen we zelf', 'neem ik zelf', 'koop ik zelf', 'kopen we zelf', 'zelf bakken', 'zelf maken', 'zelf ophalen', 'zelf doen',
  // the customer does it ('de kasten schilder ik zelf', 'ik haal alles zelf op', 'leggen wij zelf aan')
  'ik zelf', 'we zelf', 'wij zelf', 'zelf op', 'zelf nog', 'ik altijd zelf', 'we altijd zelf', 'wij altijd zelf',
  'ik gewoon zelf', 'we gewoon zelf', 'ik liever zelf', 'we liever zelf', 'ik al zelf', 'we al zelf',
  // someone else does it or brings it ('Opbouwen doet mijn buurman', 'die neemt zijn eigen … mee')
  'doet mijn', 'doen mijn', 'doet onze', 'doen onze', 'regelt mijn', 'regelt onze', 'zijn eigen', 'haar eigen',
  'hun eigen',
  // it is there or done already, or stays as it is
  'zit er al', 'zitten er al', 'is er al', 'zijn er al', 'al gedaan', 'al afgerekend', 'al betaald', 'al geregeld',
  'zoals ze zijn', 'zoals het is', 'zoals hij is',
];
/** A question with these asks for something ('Kunnen jullie … doen?'); other questions ask about something. */
// prettier-ignore
export const REQUEST_QUESTION = [
  'kunnen jullie', 'kun je', 'kunt u', 'kan je', 'kan jij', 'kan u', 'zouden jullie', 'zou je', 'zou u', 'willen jullie',
  'wil je', 'wilt u', 'graag', 'mogen wij', 'mogen we', 'kunnen we', 'kan ik', 'kunnen jullie ook', 'is het mogelijk om',
  'could you', 'can you', 'would you',
];
/** Acceptance of an offer anywhere in a sentence ('De rest graag zoals u schreef'). */
// prettier-ignore
export const ACCEPT_ANYWHERE = [
  'akkoord met', 'gaan akkoord', 'ga akkoord', 'zoals u schreef', 'zoals je schreef', 'zoals jullie schreven',
  'zoals voorgesteld', 'zoals je voorstelde', 'zoals u voorstelde', 'zoals jullie voorstelden', 'de rest graag',
  'verder akkoord', 'voor de rest akkoord', 'rest is akkoord', 'rest is goed', 'de rest is prima', 'voorstel is goed',
  'offerte is akkoord', 'akkoord voor', 'we gaan ervoor', 'we gaan voor jullie voorstel', 'ziet er goed uit',
  'gaat akkoord', 'rest blijft', 'blijft zoals', 'zoals aangeboden', 'zoals je het aanbood', 'zoals u het aanbood',
  'zoals jullie het aanboden', 'zoals geoffreerd',
];
/** 'de overige wanden', 'de andere kamers': the thing named after these is not the one quoted. */
export const OTHER_THAN = ['overige', 'andere', 'resterende', 'overig'];
