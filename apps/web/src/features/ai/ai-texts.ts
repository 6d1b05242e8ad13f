/**
 * Dutch texts of the AI text modal, its review step and the test panel (SPEC §2 AI text modal, §5 AI
 * text, §8 AI).
 */
import { AI_MSG, AI_TEXT_MAX_LENGTH, type AiPriceSource } from '@offerteflow/contracts';

const count = (n: number) => n.toLocaleString('nl-NL');

export const AI_TEXT = {
  open: 'AI Tekst naar Offerte',
  title: 'AI Tekst naar Offerte',
  intro:
    'Plak een e-mail, WhatsApp-gesprek of notities van een telefoongesprek. De AI haalt de klantgegevens, offerteregels en notities eruit.',
  label: 'Tekst van de klant',
  placeholder: 'Plak of typ hier de tekst van de klant...',
  paste: 'Plakken uit klembord',
  counter: (n: number) => `${count(n)} / ${count(AI_TEXT_MAX_LENGTH)} karakters`,
  minimum: AI_MSG.textTooShort,
  exampleHeading: 'Voorbeeld',
  useExample: 'Gebruik dit voorbeeld',
  tipsHeading: 'Tips',
  tips: [
    'Noem aantallen en eenheden, zoals "3 uur", "2x" of "10 m2".',
    'Een prijs in de tekst gaat voor de prijs uit uw catalogus.',
    'Controleer het resultaat altijd voordat u de offerte verstuurt.',
  ],
  context: (products: number, terms: number) =>
    `De AI kan ${count(products)} ${products === 1 ? 'product' : 'producten'} uit uw catalogus en ${count(terms)} ${terms === 1 ? 'standaardvoorwaarde' : 'standaardvoorwaarden'} gebruiken.`,
  cancel: 'Annuleren',
  submit: 'Analyseren met AI',
  busy: 'AI analyseert...',
  failed: AI_MSG.failed,
  nothingFound: 'De AI heeft geen klantgegevens, offerteregels of notities in de tekst gevonden.',
} as const;

/**
 * Where a line's price came from, as the review step and the quote form's rows say it: the text, the
 * catalogue, or nowhere (the price is 0 and still to be filled in).
 */
export const PRICE_SOURCE_LABEL: Record<AiPriceSource, string> = {
  text: 'Uit tekst',
  catalog: 'Uit catalogus',
  none: 'Geen prijs gevonden',
};

/** Dutch texts of the review step that follows the analysis. */
export const AI_REVIEW_TEXT = {
  heading: 'Controleer het resultaat',
  intro: 'Kies welke regels u overneemt. Elke regel wijst de zin in uw tekst aan waar hij vandaan komt.',
  textHeading: 'Uw tekst',
  legend: { line: 'Regel', candidate: 'Niet overgenomen', leftOut: 'Weggelaten' },
  linesHeading: 'Regels',
  chosen: (chosen: number, total: number) =>
    `${count(chosen)} van ${count(total)} ${total === 1 ? 'regel' : 'regels'} gekozen`,
  noLines: 'De AI heeft geen offerteregels gevonden. Voeg hieronder een zin toe of vul de regels zelf in.',
  excl: 'excl. BTW',
  check: 'Controleren',
  checkHint: 'De AI twijfelt over deze regel.',
  leftOut: 'Weggelaten',
  leaveOut: 'Weglaten',
  putBack: 'Terugzetten',
  noSource: 'Niet aan te wijzen in de tekst',
  fromPhrase: 'Uit de zin',
  missedHeading: 'Niet overgenomen',
  missedIntro: 'Deze zinnen lijken ook een vraag, maar de AI maakte er geen regel van.',
  wouldBe: 'Wordt',
  add: 'Toevoegen',
  customerHeading: 'Klant',
  noCustomer: 'Geen klantgegevens gevonden',
  customerFields: { name: 'Naam', email: 'E-mail', phone: 'Telefoon', address: 'Adres' },
  notesHeading: 'Notities',
  noNotes: 'Geen notities gevonden',
  back: 'Terug naar tekst',
  apply: 'Overnemen in offerte',
} as const;
