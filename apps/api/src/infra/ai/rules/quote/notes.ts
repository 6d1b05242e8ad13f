/**
 * Notes: what the lines do not capture — dates and deadlines, location, access, delivery wishes,
 * budget, materials and other conditions — as the customer's own sentences, plus notes the item
 * reader produced (vague amounts, budgets).
 */
import type { Message } from './message';
import { FIELD_LINE } from './segments';
import { collapseSpaces, fold, sentences } from './text';

const NOTE_HINT = new RegExp(
  [
    String.raw`\b\d{1,2}[-/.]\d{1,2}(?:[-/.]\d{2,4})?\b`,
    String.raw`\b\d{1,2}\s+(?:jan|feb|maa|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)`,
    String.raw`\b\d{1,2}[:.]\d{2}\b`,
    String.raw`\b(?:tussen|na|voor|vanaf|om|tot)\s+\d{1,2}(?:[:.]\d{2})?\s*(?:uur|u)\b`,
    String.raw`\b(?:keer|keren|x) per\b|\bper (?:week|maand|jaar|kwartaal)\b|\b(?:wekelijks|maandelijks|jaarlijks|dagelijks|tweewekelijks)\b`,
    String.raw`\b(?:meenemen|mee te nemen|achterlaten|afdekken|beschermen|netjes)\b`,
    String.raw`\b(?:kantoortijden|werktijden|openingstijden|sluitingstijd|spreekuren|schooltijden|buiten (?:kantoor|werk|openings)tijd)`,
    String.raw`\b(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|ma|di|wo|do|vr|za|zo)(?:middag|ochtend|avond|morgen)?\b`,
    String.raw`\b(?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)\b`,
    String.raw`\b(?:weekend|volgende week|deze week|komende week|week \d+|zomer|winter|voorjaar|najaar|kerst|pasen|vakantie|feestdagen|morgen|overmorgen|vandaag|deadline|uiterlijk|zsm|z\.s\.m|spoed|zo snel mogelijk|zo spoedig|binnen \d+|planning|gepland|datum|starten|beginnen|start|klaar|opgeleverd|oplevering|voor het eind|eind van|begin van|half|ochtend|middag|avond)\b`,
    String.raw`\b(?:adres|locatie|verdieping|etage|lift|trap|trappen|parkeren|parkeerplaats|parkeer\w*|sleutel|toegang|code|bel aan|aanbellen|achterom|poort|buren|buurvrouw|buurman|hond|honden|kat|bereikbaar|ingang|receptie|melden|laadperron|lossen|zolder|kelder|bovenverdieping|begane grond|appartement|portiek|smal|steiger|hoogwerker)\b`,
    String.raw`\b(?:levering|leveren|bezorg\w*|afleveren|ophalen|afhalen|transport|afvoeren|afvoer|opruimen|container|puin)\b`,
    String.raw`\b(?:budget|btw|factuur|factureren|betaling|betalen|contant|vooraf|aanbetaling|kleur|ral|materiaal|materialen|zelf|eigen|vegetarisch|vegan|allergie\w*|glutenvrij|lactosevrij|halal|dieet|gasten|stroom|water|geluid|vergunning|garantie|onderhoud|contract|verzekering|subsidie|inclusief|exclusief|incl|excl|zonder|let op|belangrijk|graag vooraf|bellen|mobiel bereikbaar|thuis|aanwezig|afspraak|bezichtiging|langskomen|kijken|opname)\b`,
  ].join('|'),
  'i',
);
const OWN_DATE =
  /\b(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)\b|\b\d{1,2}\s+(?:jan|feb|maa|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)|\bvolgende week\b/;
const BOILERPLATE =
  /^(?:(?:kunt|kun|kunnen|zou|zouden|wil|wilt) (?:u|je|jij|jullie) (?:mij |me |ons )?(?:een |de )?(?:offerte|prijsopgave)|alvast bedankt|ik hoor (?:graag|het)|hoor graag|laat (?:maar )?(?:even )?weten|zie (?:onder|hieronder|bijlage)|bijgaand|in de bijlage|hoe gaat|hopelijk|ik hoop|dank|bedankt|groet)/i;

export function collectNotes(messages: readonly Message[], extra: readonly string[]): string {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (s: string) => {
    const key = fold(s)
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    out.push(s);
  };
  for (const m of messages) {
    if (m.own) {
      // Dates the user proposed ('ik kom donderdag 20 maart') are part of the agreement.
      for (const s of m.body.flatMap((l) => sentences(collapseSpaces(l)))) if (OWN_DATE.test(fold(s))) add(s);
      continue;
    }
    for (const raw of m.body) {
      const line = collapseSpaces(raw.replace(/^\s*(?:[-*•·▪]|\d{1,2}[.)])\s*/, ''));
      if (line === '') continue;
      const field = FIELD_LINE.exec(line);
      if (field) {
        if (/^\s*\*?(?:locatie|werkadres|afleveradres|datum)/i.test(line)) add(line);
        continue;
      }
      for (const s of sentences(line)) {
        if (BOILERPLATE.test(s) || s.length < 8) continue;
        if (NOTE_HINT.test(fold(s))) add(s);
      }
    }
  }
  for (const e of extra) add(e);
  return out.join('\n');
}
