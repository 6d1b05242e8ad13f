/** Lexicon: catalogue matching — words that name no product, prepositions, qualifiers. */

/** Words that say little about which product is meant (stemmed like the names). */
export const CATALOG_STOP_WORDS = (
  'de het een en of van voor per met zonder incl inclusief excl exclusief in op aan bij tot te x st stuk stuks uur m m2 m1 mm cm kg l liter dag stk pst p all nieuw nieuwe extra standaard type model ca personen persoon gasten mensen pp m3 ' +
  "uit oud oude ook nog dat die dit deze wat wel niet geen zijn is was er we wij ik je jij u jullie ons onze mijn hun als dan maar om naar door over onder boven achter tussen na al zo nu hier daar graag kan kun kunnen wil willen moet moeten zou zouden heb hebben hebt word wordt worden gaan gaat doen doe komen laten lat even ongeveer circa zo'n heel hele veel meer paar kost kosten euro wat alle allemaal iets keer beetje goed mooi prima top dank bedankt groet hoi hallo beste vraag offerte prijs prijsopgave maken sturen opsturen toesturen geven weten horen ontvangen hierbij hiervoor hiervan"
).split(' ');
/** Words after these modify the head noun named before them ('plinten langs het laminaat'). */
// prettier-ignore
export const CATALOG_PREPOSITIONS = [
  'langs', 'naast', 'onder', 'boven', 'achter', 'tegen', 'bij', 'op', 'in', 'aan', 'rond', 'rondom',
  'tussen'
];
export const CATALOG_QUALIFIERS =
  'enkel dubbel groot klein wit zwart grijs hoog laag breed smal licht zwaar basis luxe premium kort lang binnen buiten'.split(
    ' ',
  );
/** Words for taking something away, read as the one catalogue word 'verwijderen'. */
// prettier-ignore
export const REMOVE_WORDS = [
  'eraf', 'weghalen', 'weghal', 'afhalen', 'strippen', 'afkrabben', 'verwijderen', 'verwijderd'
];
/** Hourly products that are plain labour (a phrase of hours without a thing is this line). */
// prettier-ignore
export const LABOUR_PRODUCT_WORDS = [
  'arbeid', 'uurtarief*', 'uurloon', 'manuur', 'monteur', 'montage', 'werkuur', 'uur', 'vakman', 'schilder',
  'hovenier', 'technicus', 'medewerker', 'schoonmak*', 'arbeidsloon'
];
/** Words of an hourly product's name that say it is a rate, not whose rate ('Uurtarief opperman'). */
// prettier-ignore
export const RATE_WORDS = ['uurtarief', 'tarief', 'uurloon', 'dagtarief', 'uur', 'per', 'arbeid', 'arbeidsloon'];
/**
 * Words that name a person doing the work, for telling roles apart in one length of work ('monteur +
 * hulp'): these words, and words ending in an agent suffix ('opperman', 'tekenaar', 'leerling').
 */
// prettier-ignore
export const ROLE_WORDS = ['hulp', 'hulpje', 'leerling', 'stagiair', 'assistent', 'gezel', 'knecht', 'opperman'];
export const ROLE_SUFFIXES = ['er', 'eur', 'aar', 'ier', 'ien', 'man', 'ling', 'kracht', 'ist', 'ant'];
/** Words after which the rest of a phrase is not asked for ('3 hoog zonder lift'). */
export const CATALOG_NEGATORS = ['zonder', 'geen'];
/** Words that end the effect of a negator ('geen X maar Y'). */
export const CATALOG_RESET = ['maar', 'wel'];
/**
 * Verbs of work that name the same job in a catalogue and in a customer's words: each group is read
 * as its first word ('schoonmaken' is 'reinigen', 'monteren' is 'plaatsen'). General Dutch usage.
 */
// prettier-ignore
export const ACTION_SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['reinigen', 'schoonmaken', 'wassen', 'poetsen', 'zemen', 'reiniging', 'schoonmaak'],
  ['plaatsen', 'monteren', 'installeren', 'aanbrengen', 'ophangen', 'inbouwen', 'montage', 'installatie', 'plaatsing'],
  ['vervangen', 'vernieuwen', 'vervanging', 'vernieuwing'],
  ['herstellen', 'repareren', 'reparatie', 'herstel'],
  ['schilderen', 'verven'],
  ['keuren', 'controleren', 'inspecteren', 'nakijken', 'keuring', 'controle', 'inspectie'],
  ['snoeien', 'bijknippen', 'snoei'],
];
/** Product names priced per metre though sold as pieces ('Dakgoot zink (per meter)'). */
export const PER_METRE_NAMES = ['per meter', 'per m1', 'per strekkende meter', 'per m'];
