/**
 * Notes: what the lines do not capture — dates and deadlines, location, access, delivery wishes,
 * budget, materials and other conditions — as the customer's own sentences, plus notes the item
 * reader produced (vague amounts, budgets).
 */
import type { Message } from './message';
import { FIELD_LINE, GREETING } from './segments';
import { collapseSpaces, fold, sentences } from './text';

const NOTE_HINT = new RegExp(
  [
    String.raw`\b\d{1,2}[-/.]\d{1,2}(?:[-/.]\d{2,4})?\b`,
    String.raw`\b\d{1,2}\s+(?:jan|feb|maa|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)`,
    String.raw`\b\d{1,2}[:.]\d{2}\b`,
    String.raw`\b(?:tussen|na|voor|vanaf|om|tot)\s+\d{1,2}(?:[:.]\d{2})?\s*(?:uur|u)\b`,
    String.raw`\b(?:keer|keren|x) per\b|\bper (?:week|maand|jaar|kwartaal)\b|\b(?:wekelijks|maandelijks|jaarlijks|dagelijks|tweewekelijks)\b`,
    String.raw`\b(?:meenemen|mee te nemen|achterlaten|afdekken|beschermen|netjes|afgevoerd|weggehaald|meegenomen)\b`,
    String.raw`\btussen \d{1,2}(?:[:.]\d{2})? (?:en|-) \d{1,2}`,
    String.raw`\b(?:kantoortijden|werktijden|openingstijden|sluitingstijd|spreekuren|schooltijden|buiten (?:kantoor|werk|openings)tijd)`,
    String.raw`\b(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)(?:middag|ochtend|avond|morgen)?\b|\b(?:ma|di|wo|do|vr|za|zo)\.?\s+\d{1,2}\b`,
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
  /^(?:(?:kunt|kun|kunnen|zou|zouden|wil|wilt) (?:u|je|jij|jullie) (?:mij |me |ons )?(?:een |de )?(?:offerte|prijsopgave)|alvast bedankt|ik hoor (?:graag|het)|hoor graag|laat (?:maar )?(?:even )?weten|zie (?:onder|hieronder|bijlage)|bijgaand|in de bijlage|hoe gaat|hopelijk|ik hoop|dank|bedankt|groet|(?:we |wij |ik )?(?:hebben |heb )?(?:de )?volgende (?:wensen|vragen|punten|werkzaamheden)|hierbij|zie onderstaand|naar aanleiding van)/i;

/** Words that carry no detail of their own ('kunnen jullie helpen', 'wat kost het'). */
const FILLER =
  /^(?:ik|we|wij|jullie|je|u|het|de|een|dat|dit|er|is|zijn|kan|kun|kunnen|wil|willen|zou|graag|ook|nog|even|wel|niet|helpen|kost|kosten|wat|hoe|veel|prijs|offerte|top|prima|ok|oke|ja|nee|hoor|dank|bedankt|super|mooi|fijn|goed|thanks|thx|trouwens|o|oh|en|maar|dan|toch|zo|snel|mogelijk|vraag|vragen|sturen|maken|doen|hebben|heb|laten|weten|horen|hallo|hoi|groet|groeten|svp|aub|gaat|om|betreft|namelijk|volgende|onderstaande|hieronder|als|volgt)$/i;

/**
 * `extra`: remarks from the item reader; `leftovers`: the customer's phrases that became no line,
 * kept when they carry some detail ('vrijstaand op wit') and no note holds them yet.
 */
export function collectNotes(
  messages: readonly Message[],
  extra: readonly string[],
  leftovers: readonly string[] = [],
): string {
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
  const held = () => out.map((s) => fold(s)).join('\n');
  for (const raw of leftovers) {
    const s = collapseSpaces(raw).replace(/^[,;:\-–\s]+|[,;:\s]+$/g, '');
    const content = s
      .split(' ')
      .filter((w) => !FILLER.test(w.replace(/[^\p{L}']/gu, '')) && /\p{L}{2,}/u.test(w));
    if (content.length < 2 || BOILERPLATE.test(s) || GREETING.test(s) || /^\S+\s?\?$/.test(s)) continue;
    // Customer details (postcode, phone, e-mail) are in the customer fields already.
    if (/\b[1-9]\d{3}\s?[A-Z]{2}\b|@|\d{2,4}[\s-]?\d{6,7}\b/.test(s)) continue;
    if (held().includes(fold(s))) continue;
    add(s);
  }
  return out.join('\n');
}
