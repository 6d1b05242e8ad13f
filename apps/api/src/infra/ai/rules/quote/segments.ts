/**
 * Turns a message body into phrases that may each be one quote line: bullets and lines, sentences,
 * and parts of a sentence joined by ',', 'en', 'plus', '+', '&'. Greetings and field lines
 * ('Naam: …', 'Tel: …') are left out.
 */
import { sentences } from './text';

export interface Phrase {
  text: string;
  /** Index of the sentence in the message, to attach prices and sizes to their neighbours. */
  sentence: number;
  bullet: boolean;
}

export const FIELD_LINE =
  /^\s*\*?(?:naam|klant|klantnaam|bedrijf|bedrijfsnaam|firma|organisatie|contact(?:persoon)?|tel(?:efoon)?(?:nummer)?|tel\.|mob(?:iel)?|gsm|e-?mail(?:adres)?|mail|adres|straat|postcode|woonplaats|plaats|locatie|werkadres|afleveradres|factuuradres|kvk|btw|iban|datum|onderwerp|subject|betreft|ref(?:erentie)?|beller|gebeld door|wie)\*?\s*[:=]\s*(.*)$/i;
const GREETING =
  /^(?:h(?:o|a)i+|hallo|hey|hee|beste|geachte|goede(?:n)?\s?(?:morgen|middag|avond|dag)|dag|morgen|middag|hi|hello|dear|lieve|ha|yo)\b[^.!?]{0,40}[,!.]?\s*$/i;
const BULLET = /^\s*(?:[-*•·▪>+]|\d{1,2}[.)]\s|[a-z][.)]\s|\[\s?[x ]?\s?\])\s*/i;

export function phrasesOf(body: readonly string[]): Phrase[] {
  const out: Phrase[] = [];
  let sentence = 0;
  for (const rawLine of body) {
    const bullet = BULLET.test(rawLine) && !/^\s*\d+[.)]\d/.test(rawLine);
    const line = (bullet ? rawLine.replace(BULLET, '') : rawLine).trim();
    if (line === '' || FIELD_LINE.test(line) || GREETING.test(line)) continue;
    for (const s of sentences(line)) {
      const parts = s.split(/,\s+(?!-)|\s+(?:en|plus|alsmede|evenals|daarnaast|verder|ook nog)\s+|\s+[+&]\s+|\s*\/\s+(?=\d)/i);
      for (const p of parts) if (p.trim() !== '') out.push({ text: p.trim(), sentence, bullet });
      sentence++;
    }
  }
  return out;
}
