/** Dutch texts of the AI text modal and the test panel (SPEC §2 AI text modal, §5 AI text, §8 AI). */
import { AI_MSG, AI_TEXT_MAX_LENGTH } from '@offerteflow/contracts';

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
  /** Markers on item rows whose price the AI filled in. */
  fromCatalog: 'Uit catalogus',
  fromText: 'Prijs uit tekst',
} as const;
