/**
 * Names in a customer's text: persons ('Petra Smit', 'mevr. A. de Boer'), companies (by legal form or
 * trade word: 'B.V.', 'Stichting', 'Tandartspraktijk …'), job titles, self-introductions ('Mijn naam is
 * … van …'), 'namens …' and callers in phone notes ('Mevrouw Jansen belde').
 */
import { alternation } from '../lexicon/pattern';
import {
  COMPANY_JOINERS,
  COMPANY_WORDS,
  FROM_PLACE,
  INTRO_LINKS,
  NAME_QUESTION,
  JOB_TITLE_SUFFIXES,
  JOB_TITLES,
  LEGAL_FORMS,
  NAME_PARTICLES,
  NOT_NAME_START,
  CALL_NOTE_WORDS,
  ON_BEHALF,
  SELF_HERE,
  SELF_INTRO,
  SELF_INTRO_START,
  TITLE_COMPANY_LINKS,
  TITLES_IN_COMPANY_NAMES,
  TITLES,
  WE,
  NOT_IN_NAME,
} from '../lexicon/people';
import { ADDRESS_LABELS, EMAIL_LABELS, NAME_LABELS, PHONE_LABELS, STREET_LABELS } from '../lexicon/fields';
import { CLOSING, INLINE_CLOSING } from '../lexicon/mail';
import { collapseSpaces, fold } from '../text/fold';

/** Entries as written and with a capital first letter ('met', 'Met'). */
const cased = (entries: readonly string[]) => [
  ...entries,
  ...entries.map((e) => e[0]!.toUpperCase() + e.slice(1)),
];
const W = (entries: readonly string[]) => `(?<![\\p{L}])${alternation(entries)}(?![\\p{L}])`;
const PARTICLE = alternation(NAME_PARTICLES);
const TITLE = alternation(TITLES);
const NAME_WORD = `(?:\\p{Lu}[\\p{L}'-]+|${PARTICLE}|&|\\p{Lu}\\.|\\(\\p{Lu}[\\p{L}'-]+\\))`;
const PERSON = new RegExp(`^(?:${TITLE}\\.?\\s+)?\\p{Lu}[\\p{L}'.-]*(?:\\s+${NAME_WORD}){0,6}$`, 'iu');
const PERSON_CASED = new RegExp(`^(?:${TITLE}\\.?\\s+)?\\p{Lu}[\\p{L}'.-]*(?:\\s+${NAME_WORD}){0,6}$`, 'u');
const LEGAL = new RegExp(W(LEGAL_FORMS), 'iu');
const TRADE = new RegExp(
  `${W(COMPANY_WORDS)}|\\p{L}*(?:${alternation(COMPANY_WORDS.filter((w) => w.length >= 6))})(?![\\p{L}])`,
  'iu',
);
const FUNCTION = new RegExp(`${W(JOB_TITLES)}|^\\p{L}*${alternation(JOB_TITLE_SUFFIXES)}(?![\\p{L}])`, 'iu');
const JOINER = alternation(COMPANY_JOINERS);
const LEADING_TITLE = new RegExp(`^(?:${W(JOB_TITLES)}\\s*)+`, 'iu');
const COMPANY_TAIL = `(?:\\s+(?:[\\p{Lu}&][\\p{L}'&.-]*|${JOINER})){0,4}`;
const NOT_NAME = new RegExp(`^${W(NOT_NAME_START)}`, 'iu');
const CAPITALISED = "\\p{Lu}[\\p{L}'-]+";
const INTRO_PERSON = `((?:${TITLE}\\.?\\s+)?${CAPITALISED}(?:\\s+(?:${PARTICLE}|${CAPITALISED})){0,3}?)`;
const INTRO_COMPANY = `\\s+${alternation(INTRO_LINKS)}\\s+(\\p{Lu}[\\p{L}'&.-]*${COMPANY_TAIL})`;
/** 'met' introduces the writer at the start of a message or after its greeting ('Hoi Dennis, met Joke'). */
const INTRO_START = `(?:^|[.!?,]\\s*|^\\s*\\p{L}+[,!]?\\s+)${alternation(cased(SELF_INTRO_START))}`;
/** 'Mijn naam is Jan Smit van Bakkerij Smit', 'Sanne hier van Studio Noord': person and company. */
export const INTRO_WITH_COMPANY = new RegExp(
  `(?:(?:${W(SELF_INTRO)}|${INTRO_START})\\s+${INTRO_PERSON}|(?:^|[,.!]\\s+)${INTRO_PERSON}\\s+${alternation(SELF_HERE)})${INTRO_COMPANY}(?=[\\s,.!?(]|$)`,
  'u',
);
export const INTRO = new RegExp(`(?:${W(SELF_INTRO)}|${INTRO_START})\\s+${INTRO_PERSON}(?=[\\s,.!?]|$)`, 'u');
const CASED_TITLE = alternation(cased(TITLES));
const SIGNED_PERSON = `((?:${CASED_TITLE}\\.?\\s+(?:en|&)\\s+)?(?:${CASED_TITLE}\\.?\\s+)?(?:\\p{Lu}\\.\\s?)*(?:${PARTICLE}\\s+)*${CAPITALISED}(?:\\s+(?:${PARTICLE}|${CAPITALISED})){0,3})`;
/** 'Gr. Ruud Zwart 06-…', 'Met vriendelijke groet, mevrouw G. van Dam-Hulst' at the end of a running text. */
export const CLOSING_NAME = new RegExp(
  `${W(cased([...CLOSING, ...INLINE_CLOSING]))}\\.?[,!]?\\s+${SIGNED_PERSON}(?=\\s*(?:[+\\d(]|$))`,
  'u',
);
const CALL_HEADER = new RegExp(
  `^\\s*(\\p{L}+)[^\\n]{0,30}?\\s[-–]\\s+${SIGNED_PERSON}(?=\\s*(?:[,(\\n]|$))`,
  'u',
);
const CALL_WORDS = new Set(CALL_NOTE_WORDS);
/** 'Gebeld 9/3 - Lisa Kramer', 'Belde ma 9/3 - Annelies Vos, activiteitenbegeleiding': the caller. */
export function callerOfNote(text: string): string | null {
  const m = CALL_HEADER.exec(text);
  return m && CALL_WORDS.has(fold(m[1]!)) ? m[2]! : null;
}
export const NAMENS = new RegExp(
  `${W(ON_BEHALF.slice(0, 1))}\\s+(\\p{Lu}[\\p{L}'&.-]*${COMPANY_TAIL})`,
  'iu',
);
export const CALLER = new RegExp(
  `(?<![\\p{L}])((?:${TITLE})\\.?\\s+(?:\\p{Lu}\\.\\s?)*\\p{Lu}[\\p{L}'-]+(?:\\s+(?:${PARTICLE})){0,2}(?:\\s+\\p{Lu}[\\p{L}'-]+)?)`,
  'iu',
);
/**
 * 'Erik Teunissen hier', 'Goeiedag, Erik Teunissen hier', 'Juf Anouk van groep 4 hier': a name before
 * 'hier', with what the writer belongs to between them.
 */
export const NAME_HERE = new RegExp(
  `(?:^|[,.!]\\s+)((?:${TITLE}\\.?\\s+)?${CAPITALISED}(?:\\s+(?:${PARTICLE}|${CAPITALISED})){0,3})(?:\\s+van\\s+[^,.!?\\n]{1,25}?)?\\s+${alternation(SELF_HERE)}(?![\\p{L}])`,
  'u',
);
/** 'Wij (Stijn & Maud) trouwen …': the writers named in brackets after 'wij'. */
export const WE_NAMED = new RegExp(
  `(?<![\\p{L}])${alternation(cased(WE))}\\s*\\(\\s*(${CAPITALISED}(?:\\s+(?:&|en)\\s+${CAPITALISED})+)\\s*\\)`,
  'u',
);
/** 'Mag ik je naam?': the own company asks the name. */
export const ASKS_NAME = new RegExp(`${W(NAME_QUESTION)}`, 'iu');
/** 'Sanne: 06-28374650, sannedewit@gmail.com' in a note: a first name labelling the contact details. */
export const NAMED_CONTACT = new RegExp(
  `^\\s*(${CAPITALISED}(?:\\s+(?:${PARTICLE}|${CAPITALISED})){0,3})\\s*:\\s*(?:\\+?\\d[\\d\\s()-]{7,}|[\\w.+-]+@)`,
  'u',
);

/** The longest 'First Last' in `text` for a first name alone ('Henk' -> 'Henk Bosch'). */
export function fullName(first: string, text: string): string {
  // On one line: 'Naima Bakker, 06-…', not the name and a capitalised word on the next line.
  const re = new RegExp(
    `(?<![\\p{L}])${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}((?:[ \\t]+(?:${PARTICLE}|${CAPITALISED}))*[ \\t]+${CAPITALISED})(?![\\p{L}:])`,
    'gu',
  );
  let best = first;
  for (const m of text.matchAll(re)) {
    const name = `${first}${m[1]}`;
    if (name.split(/\s+/).length <= 5 && name.length > best.length && isPerson(name)) best = name;
  }
  return best;
}

/** 'Founder – Claes Candles', 'Eigenaar bij Vos Bouw', 'Office manager | Koster & Zn.': the company after a title. */
const TITLE_AT = new RegExp(
  `^[\\p{L} .-]{2,40}?\\s+${alternation(TITLE_COMPANY_LINKS)}\\s+([\\p{Lu}][\\p{L}'&. -]{1,50})$`,
  'u',
);

const FROM_PLACE_TAIL = new RegExp(`\\s+${alternation(FROM_PLACE)}(?:\\s+\\p{Lu}[\\p{L}'-]*)*\\s*$`, 'u');

const SENTENCE_WORD = new RegExp(`(?<![\\p{L}])${alternation(NOT_IN_NAME)}(?![\\p{L}])`, 'iu');
const LABEL_ONLY = new RegExp(
  `^${alternation([...NAME_LABELS, ...EMAIL_LABELS, ...PHONE_LABELS, ...ADDRESS_LABELS, ...STREET_LABELS])}$`,
  'iu',
);
/** A name has letters, is no field label ('E-mail') and no sentence ('Ze zitten op de …'). */
const plausibleName = (s: string): boolean =>
  /\p{L}{2}/u.test(s) && !LABEL_ONLY.test(s.trim()) && !SENTENCE_WORD.test(s);

/** A name as written, without trailing brackets, punctuation or place; '' when it cannot be a name. */
export const cleanName = (s: string): string => {
  const name = collapseSpaces(s.replace(/[*_|]+/g, ' '))
    .replace(/\s*\([^)]*\)?\s*$/, '')
    .replace(/[,;:]+$|(?<![A-Z])\.$/, '')
    .replace(FROM_PLACE_TAIL, '');
  return plausibleName(name) ? name : '';
};

export function isPerson(line: string): boolean {
  const l = cleanName(line)
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .trim();
  return (
    l.length <= 40 &&
    PERSON_CASED.test(l) &&
    !NOT_NAME.test(l) &&
    !LEGAL.test(l) &&
    !TRADE.test(l) &&
    !/\d|@/.test(l)
  );
}

export function isCompany(line: string): boolean {
  const l = cleanName(line);
  if (l.length > 60 || /@|^\+?\d|www\.|http/.test(l)) return false;
  if (LEGAL.test(l)) return true;
  // A trade word and a name of its own ('Bakkerij Jansen'), not a trade word alone ('Bedrijf'); with a
  // job title's word only when the name is long ('Facilitair Bureau Groene Hart', not 'Office Manager').
  const capitals = l.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w)).length;
  const named = capitals >= 2 || /\p{Ll}\p{Lu}/u.test(l);
  const titled = FUNCTION.test(l) && capitals < 3;
  return named && TRADE.test(l) && !titled && !NOT_NAME.test(l) && /^\p{Lu}|^'/u.test(l);
}

export const isJobTitle = (line: string): boolean => FUNCTION.test(cleanName(line));
const BARE_COMPANY_WORDS = new Set([...COMPANY_WORDS, ...LEGAL_FORMS]);
/**
 * A company without the writer's job title before it ('Projectleider Hermans Bouw' -> 'Hermans Bouw',
 * 'secretaris VvE De Duinrand' -> 'VvE De Duinrand'). A capitalised title word before a bare trade word
 * is part of the name ('Facilitair Bureau Groene Hart'), and so is a capitalised word that starts
 * company names as often as it names a job ('Office Park Noord B.V.').
 */
export function withoutJobTitle(company: string): string {
  const rest = company.replace(LEADING_TITLE, '').trim();
  if (rest === company || rest.split(/\s+/).length < 2 || !isCompany(rest)) return company;
  if (/^\p{Ll}/u.test(company)) return rest;
  const title = fold(
    company
      .slice(0, company.length - rest.length)
      .trim()
      .split(/\s+/)[0]!,
  );
  const bareTrade = BARE_COMPANY_WORDS.has(fold(rest.split(/\s+/)[0]!));
  return bareTrade || TITLES_IN_COMPANY_NAMES.includes(title) ? company : rest;
}

/** What may stand between a name and the contact details after it: a remark in brackets, a separator. */
const AFTER_NAME = /^\s*(?:\([^)\n]{1,40}\))?\s*[,/|–-]?\s*/;
const CONTACT_START = /^(?:\+?\d[\d\s()-]{7,}|[\w.+-]+@[\w-]+\.)/;
const NAME_AT = new RegExp(
  `(?:^|[.!?,:]\\s+|\\n)((?:${TITLE}\\.?\\s+)?${CAPITALISED}(?:[ \\t]+(?:${PARTICLE}|${CAPITALISED})){1,3})`,
  'gu',
);
/**
 * 'Tamara Bos, Jasmijnstraat 9 Barendrecht', 'Richard Visser, 06-83 20 51 94, …', 'Femke de Vries (zus
 * van de bruid), 06-…', a name on its own line above a street or phone line: a person's name followed by
 * their contact details. `isStreet` says whether a text starts with a street address.
 */
export function nameBeforeContact(text: string, isStreet: (s: string) => boolean): string | null {
  for (const m of text.matchAll(NAME_AT)) {
    const name = m[1]!;
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 80);
    const rest = after.replace(AFTER_NAME, '');
    if (rest === after && !/^\s/.test(after)) continue;
    if ((CONTACT_START.test(rest) || isStreet(rest)) && isPerson(name)) return cleanName(name);
  }
  return null;
}
/** 'Eigenaar bij Vos Bouw', 'penningmeester Tennisvereniging Smash': the company after a job title. */
export function companyAfterTitle(line: string): string | null {
  if (!FUNCTION.test(line)) return null;
  const l = cleanName(line);
  const at = TITLE_AT.exec(l)?.[1]?.trim();
  if (at) return at;
  if (isCompany(l)) return null;
  const rest = l.replace(LEADING_TITLE, '').trim();
  return rest !== l && rest !== '' && isCompany(rest) ? rest : null;
}
export const looksLikePersonLoose = (line: string): boolean => PERSON.test(cleanName(line));
export const foldName = (s: string): string => fold(s);
