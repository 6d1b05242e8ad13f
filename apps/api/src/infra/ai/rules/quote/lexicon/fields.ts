/** Lexicon: labels of 'Label: value' lines (contact forms, phone notes, signatures). */

// prettier-ignore
export const NAME_LABELS = [
  'naam', 'volledige naam', 'uw naam', 'klant', 'klantnaam', 'contactpersoon', 'contact', 'aanvrager',
  'voornaam', 'achternaam', 'beller', 'gebeld door', 'wie', 'name'
];
export const COMPANY_LABELS = ['bedrijf', 'bedrijfsnaam', 'firma', 'organisatie', 'company', 'instelling'];
export const EMAIL_LABELS = ['e-mail', 'email', 'e-mailadres', 'emailadres', 'mail', 'e'];
// prettier-ignore
export const PHONE_LABELS = [
  'tel', 'tel.', 'telefoon', 'telefoonnummer', 'telnr', 'tel nr', 'mobiel', 'mob', 'gsm', 'nummer', 'phone',
  't', 'm'
];
// prettier-ignore
/** Form fields that hold parts of one address. */
export const STREET_LABELS = ['adres', 'straat', 'straatnaam', 'straat + huisnummer', 'straat en huisnummer', 'adres + huisnummer', 'straat + nr', 'adres en huisnummer', 'straat/huisnummer'];
export const HOUSE_NUMBER_LABELS = [
  'huisnummer',
  'huisnr',
  'nr',
  'nummer + toevoeging',
  'huisnummer + toevoeging',
];
export const POSTCODE_LABELS = [
  'postcode',
  'postcode / plaats',
  'postcode/plaats',
  'postcode en plaats',
  'postcode + plaats',
  'postcode plaats',
];
export const PLACE_LABELS = ['plaats', 'woonplaats', 'plaatsnaam', 'stad', 'gemeente'];
export const ADDRESS_LABELS = [
  'straat + huisnummer',
  'straat en huisnummer',
  'adres + huisnummer',
  'straat + nr',
  'straatnaam',
  'huisnr',
  'plaatsnaam',
  'stad',
  'adres',
  'straat',
  'postcode',
  'woonplaats',
  'plaats',
  'huisnummer',
  'adr',
  'address',
];
/** Where the job is: kept for the address only when no home or billing address is given. */
// prettier-ignore
export const WORK_ADDRESS_LABELS = [
  'werkadres', 'afleveradres', 'leveradres', 'locatie', 'adres klus', 'adres werkzaamheden',
  'adres van de klus', 'projectadres', 'bezorgadres'
];
export const BILLING_ADDRESS_LABELS = ['factuuradres', 'woonadres', 'postadres', 'huisadres'];
/** Fields whose value is the request itself. */
// prettier-ignore
export const MESSAGE_LABELS = [
  'bericht', 'uw bericht', 'opmerking', 'opmerkingen', 'vraag', 'uw vraag', 'toelichting', 'omschrijving',
  'wensen', 'aanvraag', 'message', 'werkzaamheden', 'klus', 'wat', 'wil', 'klant wil'
];
/** Fields that are neither customer data nor requests. */
// prettier-ignore
export const OTHER_LABELS = [
  'kvk', 'btw', 'btw-nummer', 'iban', 'datum', 'gewenste datum', 'onderwerp', 'subject', 'betreft', 'ref',
  'referentie', 'formulier', 'verzonden', 'ip', 'ip-adres', 'pagina', 'bron', 'via', 'tijd', 'aantal',
  'budget', 'dienst', 'type'
];
/** Fields whose line is kept as a note ('Locatie: …', 'Datum: …'). */
export const NOTE_LABELS = ['locatie', 'werkadres', 'afleveradres', 'datum', 'gewenste datum'];
/** Words before a number that make it something else than a phone number. */
// prettier-ignore
export const NOT_PHONE_BEFORE = [
  'kvk', 'iban', 'btw', 'bic', 'order', 'factuur', 'klant', 'referentie', 'ref', 'nr', 'nummer', 'postcode',
  'offerte', 'dossier', 'klantnummer', 'ordernummer'
];
/** Column headers of pasted tables, by the role of their column. */
export const TABLE_HEADERS = {
  description: [
    'omschrijving',
    'product',
    'artikel',
    'dienst',
    'item',
    'werkzaamheden',
    'werkzaamheid',
    'omschr',
    'beschrijving',
    'naam',
    'wat',
    'onderdeel',
    'post',
    'activiteit',
    'description',
    'taak',
    'soort',
    'ruimte',
  ],
  /** A column of days, nights, weeks or months the row's count is rented or kept for ('Dagen'). */
  period: [
    'dagen',
    'nachten',
    'weken',
    'maanden',
    'aantal dagen',
    'aantal nachten',
    'aantal weken',
    'aantal maanden',
    'huurdagen',
    'huurperiode dagen',
    'looptijd maanden',
  ],
  quantity: [
    'aantal',
    'hoeveelheid',
    'qty',
    'aant',
    'stuks',
    'st',
    'm2',
    'uren',
    'aantal uur',
    'aantal stuks',
    'quantity',
    'hoeveel',
    'aantal m2',
    'breedte',
    'lengte',
    'strekkende m',
    'strekkende meter',
    'meters',
    'm1',
    'oppervlakte',
  ],
  unit: ['eenheid', 'eenh', 'eh', 'unit', 'per', 'maat'],
  unitPrice: [
    'prijs',
    'stukprijs',
    'eenheidsprijs',
    'prijs per stuk',
    'prijs/st',
    'tarief',
    'prijs per eenheid',
    'p/st',
    'a',
    'à',
    'price',
    'prijs excl',
    'prijs excl. btw',
    'prijs incl',
    'prijs incl. btw',
    'bedrag per stuk',
  ],
  total: [
    'totaal',
    'bedrag',
    'subtotaal',
    'totaalprijs',
    'total',
    'totaal excl',
    'totaal incl',
    'regeltotaal',
  ],
  note: [
    'opmerking',
    'opmerkingen',
    'toelichting',
    'notitie',
    'memo',
    'nr',
    'nummer',
    'bouwnr',
    'remarks',
    'datum',
    'wanneer',
    'locatie',
    'waar',
  ],
} as const;
/** After a phone number: the one the customer prefers ('06-… (liever mobiel)'). */
export const PHONE_PREFERRED = [
  'liever',
  'bij voorkeur',
  'voorkeur',
  'het best',
  'het beste',
  'graag op dit nummer',
  'bij voorkeur bellen',
];
