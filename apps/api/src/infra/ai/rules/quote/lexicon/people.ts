/** Lexicon: names, titles, companies, job titles and Dutch street names. */

// prettier-ignore
export const TITLES = [
  'dhr', 'dhr.', 'mevr', 'mevr.', 'mw', 'mw.', 'ir', 'ir.', 'ing', 'ing.', 'drs', 'drs.', 'mr', 'mr.', 'dr',
  'dr.', 'de heer', 'mevrouw', 'meneer', 'fam', 'fam.', 'familie', 'mijnheer', 'hr', 'hr.'
];
// prettier-ignore
export const NAME_PARTICLES = [
  'en',
  'van', 'de', 'der', 'den', 'het', 'ten', 'ter', 'te', 'el', 'al', 'da', 'di', 'du', 'le', 'la', 'von',
  'in', "'t", 'v.d.', 'vd', 'v/d'
];
// prettier-ignore
export const LEGAL_FORMS = [
  'maatschap', 'v.v.', 'vv', 's.v.', 'sv', 'c.v.v.', 'obs', 'cbs', 'pcbs', 'rkbs', 'ikc',
  'b.v.', 'bv', 'b.v', 'v.o.f.', 'vof', 'v.o.f', 'n.v.', 'nv', 'stichting', 'holding', 'en zn', '& zn',
  'en zonen', '& zonen', 'ltd', 'gmbh', 'bvba', 'coöperatie', 'cooperatie', 'vereniging',
  'vve', 'v.v.e.'
];
/** Words that make a line a company name ('Bakkerij Jansen', 'Kuipers Tandartsen'). */
// prettier-ignore
export const COMPANY_WORDS = [
  'marketing', 'logistiek', 'accountants', 'accountant', 'advies', 'consultancy', 'media', 'design',
  'events', 'zorg', 'installaties', 'installatie', 'installatietechniek', 'transport', 'verhuur',
  'vereniging', 'holding', 'gemeente', 'school', 'praktijk', 'kantoor', 'restaurant', 'hotel', 'cafe',
  'café', 'bakkerij', 'slagerij', 'kapsalon', 'salon', 'studio', 'garage', 'makelaardij', 'makelaars',
  'makelaar', 'advocaten', 'advocatuur', 'notariaat', 'notaris', 'kinderopvang', 'tandarts', 'tandartsen',
  'tandartspraktijk', 'fysiotherapie', 'fysio', 'huisarts', 'huisartsen', 'huisartsenpraktijk', 'groep',
  'group', 'company', 'services', 'diensten', 'bureau', 'winkel', 'kliniek', 'centrum', 'lunchroom',
  'brasserie', 'camping', 'woningcorporatie', 'vve', 'bedrijf', 'bedrijven', 'beheer', 'handel', 'techniek',
  'bouw', 'bouwbedrijf', 'architecten', 'architect', 'partners', 'kinderdagverblijf', 'bso', 'basisschool',
  'sportschool', 'sportclub', 'voetbalvereniging', 'tennisvereniging', 'hockeyclub', 'club', 'kerk',
  'parochie', 'gemeenschap', 'apotheek', 'dierenarts', 'dierenkliniek', 'fietsenwinkel', 'boekhandel',
  'drukkerij', 'kwekerij', 'boerderij', 'manege', 'atelier', 'webshop', 'shop', 'store', 'solutions',
  'consult', 'finance', 'vastgoed', 'projecten', 'software', 'it', 'ict', 'academy', 'opleidingen',
  'training', 'coaching', 'catering', 'evenementen', 'festival', 'theater', 'museum', 'bibliotheek',
  'zwembad', 'hoveniers', 'schilders', 'loodgieters', 'elektro', 'automaterialen', 'autobedrijf',
  'kantoorpand', 'zorgboerderij', 'verzorgingshuis', 'woonzorg', 'thuiszorg', 'uitvaart', 'uitvaartcentrum',
  'bloemist', 'bloemen', 'kaas', 'groente', 'wijn', 'wijnhandel', 'koffie', 'bar', 'eetcafe', 'eetcafé',
  'pizzeria', 'snackbar', 'ijssalon', 'hostel', 'b&b', 'vakantiepark', 'recreatie', 'stichting'
];
/** Job titles: a line with one is not the company ('Office manager'), its company follows. */
// prettier-ignore
export const JOB_TITLES = [
  'communicatie', 'marketing & communicatie', 'facilitaire zaken', 'inkoopafdeling', 'ouderraad', 'feestcommissie', 'commissie',
  'engineer', 'senior', 'junior', 'consultant', 'adviseur', 'specialist', 'developer', 'ontwikkelaar', 'designer', 'lead', 'director', 'head', 'officer', 'supervisor', 'uitvoerder', 'werkvoorbereider', 'calculator', 'teamleader', 'docent', 'leerkracht', 'juf', 'meester', 'mentor',
  'founder', 'co-founder', 'oprichter', 'zaakvoerder', 'directeur', 'directrice', 'eigenaar', 'eigenaresse',
  'manager', 'office manager', 'office', 'facilitair', 'facility', 'facilities', 'inkoop', 'inkoper',
  'hoofd', 'medewerker', 'medewerkster', 'coordinator', 'coördinator', 'projectleider', 'projectmanager',
  'secretaris', 'secretaresse', 'assistent', 'assistente', 'administratie', 'bedrijfsleider', 'ceo', 'cfo',
  'cto', 'coo', 'operations', 'planner', 'receptie', 'receptioniste', 'huismeester', 'beheerder',
  'teamleider', 'afdeling', 'mede-eigenaar', 'vennoot', 'partner', 'owner', 'account', 'accountmanager',
  'sales', 'verkoop', 'hr', 'p&o', 'locatiemanager', 'bestuurslid', 'voorzitter', 'penningmeester',
  'praktijkmanager', 'praktijkhouder', 'office-manager', 'directie', 'management', 'teamlead',
  'officemanager', 'bedrijfsleiding', 'conciërge', 'concierge', 'vestigingsmanager', 'filiaalmanager',
  'storemanager', 'chef', 'kok', 'eventmanager', 'event manager', 'marketeer', 'commissaris', 'lid',
  'namens het bestuur', 'bestuur', 'opzichter', 'opzichteres', 'wijkbeheerder', 'bewonerscommissie'
];
/** Job-title words that also start company names ('Office Park Noord', 'Marketing Partners'): kept when capitalised. */
// prettier-ignore
export const TITLES_IN_COMPANY_NAMES = [
  'office', 'facilitair', 'facility', 'facilities', 'communicatie', 'marketing', 'sales', 'operations',
  'management', 'head', 'lead', 'senior', 'junior', 'partner', 'account', 'design', 'chef', 'verkoop',
  'inkoop', 'administratie', 'directie', 'bestuur', 'lid', 'commissie', 'afdeling', 'receptie'
];
/** Lines in a signature that are never a name. */
// prettier-ignore
export const NOT_NAME_START = [
  'groet', 'groeten', 'bedankt', 'dank', 'tel', 'telefoon', 'mobiel', 'e-mail', 'email', 'www', 'http',
  'adres', 'kvk', 'btw', 'iban', 'verzonden', 'sent', 'mvg', 'hoi', 'hallo', 'beste', 'ps', 'p.s.', 'aan',
  'onderwerp', 'datum', 'postbus', 'bezoekadres', 'postadres', 'factuuradres', 'website', 'linkedin',
  'ma', 'di', 'wo', 'do', 'vr', 'za', 'zo', 'geopend', 'open', 'bereikbaar'
];
/** 'Mijn naam is …', 'U spreekt met …', 'namens …'. */
// prettier-ignore
export const SELF_INTRO = [
  'mijn naam is', 'ik ben', 'u spreekt met', 'je spreekt met', 'hier is', 'dit is'
];
/** 'Hoi, met Anouk': an introduction only at the start of a message or after a greeting ('met Outlook' is none). */
export const SELF_INTRO_START = ['met'];
/** The first word of a phone note whose header names the caller ('Gebeld 9/3 - Lisa Kramer'). */
// prettier-ignore
export const CALL_NOTE_WORDS = [
  'gebeld', 'belde', 'telefoon', 'telefoonnotitie', 'telefonisch', 'tel', 'notitie', 'gesprek', 'beller',
  'terugbelverzoek', 'belnotitie', 'telefoongesprek'
];
export const ON_BEHALF = ['namens', 'vanuit', 'voor'];
// prettier-ignore
export const STREET_SUFFIXES = [
  'straat', 'weg', 'laan', 'plein', 'gracht', 'kade', 'dijk', 'singel', 'pad', 'hof', 'dreef', 'steeg',
  'markt', 'park', 'baan', 'ring', 'erf', 'veld', 'wal', 'plantsoen', 'dam', 'boulevard', 'allee', 'oord',
  'akker', 'hout', 'burg', 'donk', 'horst', 'haven', 'polder', 'brink', 'vaart', 'wetering', 'hoven', 'zoom',
  'vliet', 'burgwal', 'stede', 'beemd', 'hage', 'laantje', 'pleintje'
];
/** Words before a number that are no street ('Tel 06…', 'Postbus 12'). */
// prettier-ignore
export const NOT_STREET = [
  'tel', 'telefoon', 'mobiel', 'kvk', 'btw', 'iban', 'week', 'nummer', 'bus', 'route', 'lijn',
  'pagina', 'hoofdstuk', 'artikel', 'kamer', 'hal', 'unit'
];
/** Prepositions before a street in running text ('wij wonen op Dorpsweg 3'). */
// prettier-ignore
export const STREET_PREPOSITIONS = [
  'op', 'aan', 'in', 'naar', 'via', 'te', 'bij', 'adres', 'voor', 'tot', 'vanaf', 'achter', 'langs'
];
/** Words joining a place name: 'Alphen aan den Rijn', 'Bergen op Zoom'. */
// prettier-ignore
export const PLACE_PARTICLES = [
  'aan', 'op', 'de', 'den', 'der', 'bij', 'in', 'a/d', 'ad', 'aan de', 'aan den', 'ter'
];
/** Capitalised words after a house number that start a sentence, not a place ('Kerkstraat 2 Graag …'). */
// prettier-ignore
export const NOT_PLACE_START = [
  'graag', 'ik', 'wij', 'we', 'er', 'het', 'de', 'een', 'dit', 'dat', 'daar', 'hier', 'kunnen', 'kunt',
  'kan', 'is', 'zijn', 'bel', 'tel', 'mobiel', 'mvg', 'groet', 'groeten', 'bedankt', 'dank', 'alvast',
  'bvd', 'postcode', 'email', 'e-mail', 'telefoon', 'nederland'
];
/** Words after a street and number that say it is where the job is ('het gaat om het pand aan …'). */
// prettier-ignore
export const WORK_PLACE_CUES = [
  'werkadres', 'afleveradres', 'adres van de klus', 'de klus is', 'het pand', 'het gaat om',
  'ons vakantiehuis', 'het vakantiehuis', 'de woning van', 'de woning aan', 'locatie', 'op locatie',
  'bij mijn moeder', 'bij mijn vader', 'bij mijn ouders', 'bij onze', 'bij de', 'huurwoning',
  'tweede woning', 'zomerhuis', 'het huis aan', 'het huis in', 'de winkel aan', 'ons filiaal', 'de zaak aan',
  'afleveren op', 'bezorgen op', 'leveren op', 'leveren aan', 'bezorgadres', 'feestlocatie',
  'evenementlocatie', 'trouwlocatie', 'bouwadres', 'projectadres'
];
// prettier-ignore
export const HOME_PLACE_CUES = [
  'factuuradres', 'factuur naar', 'factuur graag naar', 'woonadres', 'postadres', 'mijn adres', 'ons adres',
  'wij wonen', 'ik woon', 'we wonen', 'thuisadres', 'woon zelf', 'wonen zelf', 'huisadres',
  'correspondentieadres'
];
/** Endings of job titles written as one word ('Praktijkmanager', 'Verkoopmedewerker'). */
// prettier-ignore
export const JOB_TITLE_SUFFIXES = [
  'manager', 'medewerker', 'medewerkster', 'coordinator', 'coördinator', 'assistent', 'assistente', 'leider',
  'beheerder'
];
/** 'Mijn naam is Jan van Bakkerij Smit': the word before the company. */
export const INTRO_LINKS = ['van', 'namens', 'bij'];
/** Small words inside company names ('Stichting De Linde', 'Bakker en Zn'). */
export const COMPANY_JOINERS = ['de', 'van', 'het', 'en', 'b.v.', 'bv'];
/** 'Eigenaar bij Vos Bouw', 'Founder @ Claes': the word between a job title and the company. */
export const TITLE_COMPANY_LINKS = ['bij', 'at', '@', '-', '–', '|'];
/** '… hier' after a name introduces the writer ('Erik Teunissen hier'). */
export const SELF_HERE = ['hier', 'hierzo'];
/** 'Wij (Stijn & Maud) trouwen …': the writers named in brackets after 'wij'. */
export const WE = ['wij', 'we'];
/** The own company asks the customer's name ('Mag ik je naam?'); the customer's next message gives it. */
export const NAME_QUESTION = [
  'je naam',
  'uw naam',
  'jouw naam',
  'jullie naam',
  'op welke naam',
  'welke naam',
];
/** 'Hans Willems uit Nuenen', 'mw. Bouwman te Leusden': the place after a name is not part of it. */
export const FROM_PLACE = ['uit', 'te'];
/** What follows a house number ('12-bis', '3 hs'). */
export const HOUSE_NUMBER_SUFFIXES = ['bis', 'hs', 'huis', 'rd'];

/**
 * Words that make a would-be name a sentence ('Ze zitten op de Lorentzschool', 'VV Rigtersbleek wil ik
 * graag'): pronouns and verbs, never part of a customer's or company's name.
 */
// prettier-ignore
export const NOT_IN_NAME = [
  'ik', 'we', 'wij', 'ze', 'zij', 'hij', 'jullie', 'wil', 'willen', 'graag', 'zitten', 'zit', 'is', 'zijn',
  'heb', 'hebben', 'kan', 'kunnen', 'moet', 'moeten', 'gaat', 'gaan', 'komt', 'komen', 'staat', 'staan'
];
/**
 * Words right before a street without a typical ending that make it one ('huurwoning Dokkumer Ee 7 in
 * Leeuwarden', 'adres Karnemelksloot 140 in Gouda', 'aan de Weegje 2-24 in Gouda', '(Nieuwestad 88, …)').
 */
// prettier-ignore
export const STREET_CUES = [
  'adres', 'adres is', 'adres:', 'aan de', 'aan het', 'op de', 'op het', 'woning', 'huurwoning', 'pand',
  'complex', 'locatie', 'gevestigd aan', 'wonen aan', 'woon aan', 'werkadres', 'afleveradres', '('
];
/** Two-letter words after four digits that are no postcode letters ('2027 in Ede', '1400 te Utrecht'). */
export const NOT_POSTCODE_LETTERS = ['in', 'te', 'op', 'om', 'en', 'na', 'of'];
