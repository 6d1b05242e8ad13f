/**
 * Turns a message body into phrases that may each be one quote line: bullets and lines, sentences,
 * and parts of a sentence joined by ',', 'en', 'plus', '+', '&'. Greetings and field lines
 * ('Naam: …', 'Tel: …') are left out.
 */
import { fold, sentences } from './text';

export interface Phrase {
  text: string;
  /** Index of the sentence in the message, to attach prices and sizes to their neighbours. */
  sentence: number;
  bullet: boolean;
}

export const FIELD_LINE =
  /^\s*\*?(?:naam|klant|klantnaam|bedrijf|bedrijfsnaam|firma|organisatie|contact(?:persoon)?|tel(?:efoon)?(?:nummer)?|tel\.|mob(?:iel)?|gsm|e-?mail(?:adres)?|mail|adres|straat|postcode|woonplaats|plaats|locatie|werkadres|afleveradres|factuuradres|kvk|btw|iban|datum|onderwerp|subject|betreft|ref(?:erentie)?|beller|gebeld door|wie)\*?\s*[:=]\s*(.*)$/i;
/** A greeting line ('Hoi Jan,', 'Beste meneer Bos,'); a greeting in front of a request is cut off. */
export const GREETING =
  /^(?:h(?:o|a)i+|hallo|hey|hee|beste|geachte|goede(?:n)?\s?(?:morgen|middag|avond|dag)|dag|morgen|middag|hi|hello|dear|lieve|ha|yo)\b(?:\s+[\p{L}.&'-]+){0,4}\s*[,!.]?\s*$/iu;
const GREETING_PREFIX =
  /^(?:(?:h(?:o|a)i+|hallo|hey|hee|goede(?:n)?\s?(?:morgen|middag|avond|dag)|hi|hello|yo)(?:\s+\p{Lu}[\p{L}'-]*)?|(?:beste|geachte|dag|lieve)(?:\s+(?:\p{Lu}[\p{L}.'&-]*|heer|mevrouw|meneer|de|van|&)){1,4})\s*[,!]\s+(?=\S)/u;
/** Postcode, phone or e-mail lines belong to the customer's details, not to the request. */
const ADDRESS_LINE = /^[^.!?]{0,40}\b[1-9]\d{3}\s?[A-Z]{2}\b[^.!?]{0,30}$|^[\s\d()+-]{10,}$|^\S+@\S+$/;
const BULLET = /^\s*(?:[-*•·▪>+]|\d{1,2}[.)]\s|[a-z][.)]\s|\[\s?[x ]?\s?\])\s*/i;

/** `keep`: folded word groups with ' en ' that are product names ('koffie en thee') and stay whole. */
export function phrasesOf(body: readonly string[], keep: readonly string[] = []): Phrase[] {
  const out: Phrase[] = [];
  let sentence = 0;
  for (const rawLine of body) {
    const bullet = BULLET.test(rawLine) && !/^\s*\d+[.)]\d/.test(rawLine);
    const line = (bullet ? rawLine.replace(BULLET, '') : rawLine).trim().replace(GREETING_PREFIX, '');
    if (line === '' || FIELD_LINE.test(line) || GREETING.test(line)) continue;
    if (ADDRESS_LINE.test(line)) continue;
    for (const s of sentences(line)) {
      // Parenthesised text stays with its phrase: '3 laptops (zelfde als vorige keer, de Dell)'.
      let masked = s.replace(/\([^)]*\)/g, (m) =>
        m.replace(/[,+&/]| en /g, (c) => '\u0000'.repeat(c.length)),
      );
      const folded = fold(masked);
      for (const k of keep) {
        for (let at = folded.indexOf(k); at >= 0; at = folded.indexOf(k, at + 1)) {
          masked =
            masked.slice(0, at) +
            masked.slice(at, at + k.length).replace(/ en /g, '\u0000en\u0000') +
            masked.slice(at + k.length);
        }
      }
      const cuts = [
        ...masked.matchAll(
          /,\s+(?!-)|:\s+|(?<!\b(?:tussen|van) \d{1,2}(?:[:.]\d{2})?)\s+(?:en|plus|alsmede|evenals|daarnaast|verder|ook nog|inclusief|incl\.?)\s+|(?<!toch|dan)\s+maar\s+(?!(?:zitten|weg|vallen|even|doen|laten)\b)|\s*(?:→|->|=>)\s*|\s+[+&]\s+|\s*\/\s+(?=\d)/gi,
        ),
      ];
      let from = 0;
      for (const c of [...cuts, null]) {
        const part = s.slice(from, c ? c.index : s.length).trim();
        if (part !== '') out.push({ text: part, sentence, bullet });
        if (c) from = (c.index ?? 0) + c[0].length;
      }
      sentence++;
    }
  }
  return out;
}
