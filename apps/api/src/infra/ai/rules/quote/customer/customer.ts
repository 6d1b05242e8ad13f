/**
 * The customer: company or person, e-mail, phone and address, from the customer's messages only
 * (never the own company's quoted replies, signature, e-mail or phone). Field lines ('Bedrijf: …'),
 * signature blocks, 'namens …', 'Mijn naam is … van …' and the sender's display name are read. A home
 * or billing address wins over the address of the job.
 */
import type { AiCustomer } from '@offerteflow/contracts';
import {
  ADDRESS_LABELS,
  BILLING_ADDRESS_LABELS,
  COMPANY_LABELS,
  HOUSE_NUMBER_LABELS,
  NAME_LABELS,
  PHONE_LABELS,
  PHONE_PREFERRED,
  PLACE_LABELS,
  POSTCODE_LABELS,
  STREET_LABELS,
  WORK_ADDRESS_LABELS,
} from '../lexicon/fields';
import { GREETING, NO_REPLY } from '../lexicon/mail';
import { alternation, wordsRe } from '../lexicon/pattern';
import { HOME_PLACE_CUES, WORK_PLACE_CUES } from '../lexicon/people';
import type { Line, Message } from '../messages/message';
import type { OwnCompany } from '../messages/own-company';
import { FIELD } from '../segment/segments';
import { collapseSpaces, fold } from '../text/fold';
import { findAddresses, type FoundAddress } from './address';
import {
  CALLER,
  CLOSING_NAME,
  INTRO,
  ASKS_NAME,
  INTRO_WITH_COMPANY,
  NAME_HERE,
  NAMED_CONTACT,
  NAMENS,
  WE_NAMED,
  callerOfNote,
  cleanName,
  companyAfterTitle,
  fullName,
  isCompany,
  isJobTitle,
  isPerson,
  nameBeforeContact,
  withoutJobTitle,
} from './names';
import { findPhones } from './phone';

const EMAIL = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+/g;
const NO_REPLY_RE = new RegExp(`^${alternation(NO_REPLY)}@`, 'i');
const GREETING_START = wordsRe(GREETING, { start: true });
const WORK_CUE = wordsRe(WORK_PLACE_CUES);
const PREFERRED = new RegExp(`^\\s*\\(?[^)\\n]{0,12}${wordsRe(PHONE_PREFERRED).source}`, 'iu');
const HOME_CUE = wordsRe(HOME_PLACE_CUES);
/** A phone number ending a line ('… 06-51627384', '… +31 6 1234 5678'). */
const TRAILING_PHONE = /\s+\+?\d[\d\s()-]{7,}$/;
const ENDS_WITH_HOUSE_NUMBER = /\p{L}\s+\d{1,5}\s?[a-zA-Z]?$/u;
/** True when `text` starts with a street and house number ('Jasmijnstraat 9 Barendrecht'). */
const startsWithStreet = (text: string) => findAddresses(text.split('\n')[0]!)[0]?.index === 0;
const label = (line: string) => fold(line.trim().split(/[:=]/)[0]!.replace(/\*/g, '').trim());
const inList = (list: readonly string[]) => (key: string) => list.includes(key);

interface Names {
  company: string;
  person: string;
}

function namesFromSignature(sig: readonly Line[], own: OwnCompany, names: Names): void {
  // 'Ruud Zwart 06-51627384': the name without the phone number after it.
  const lines = sig
    .map((l) => cleanName(l.text.replace(TRAILING_PHONE, '')))
    .filter((l) => l !== '' && !own.names(l));
  let personAt = -1;
  for (const [i, l] of lines.entries()) {
    if (i > 7) break;
    // 'Hoogstraat 31' above 'Vianen': the place of an address, not a name.
    if (i > 0 && ENDS_WITH_HOUSE_NUMBER.test(lines[i - 1]!)) continue;
    const namens = NAMENS.exec(l);
    const titled = companyAfterTitle(l);
    if (namens && !names.company) names.company = cleanName(namens[1]!);
    else if (titled && !names.company && !own.names(titled)) names.company = cleanName(titled);
    else if (!names.company && isCompany(l)) names.company = l.replace(/^(?:[Nn]amens|van)\s+/, '');
    else if (!names.person && i <= 2 && isPerson(l)) {
      names.person = l;
      personAt = i;
    } else if (personAt >= 0 && i === personAt + 1 && isPerson(l) && l.startsWith(`${names.person} `)) {
      names.person = l;
      personAt = i;
    } else if (!names.company && personAt >= 0 && i <= personAt + 2 && isPerson(l) && !isJobTitle(l)) {
      // A second name-like line under the person's name is the company ('Tim Hendriks / Brightline').
      names.company = l;
    }
  }
}

function fieldsOf(theirs: readonly Message[], own: OwnCompany): Map<string, string> {
  const fields = new Map<string, string>();
  for (const m of theirs) {
    for (const line of [...m.body, ...m.signature]) {
      const f = FIELD.exec(line.text.trim());
      if (f && f[2]!.trim() !== '' && !own.names(f[2]!)) {
        const key = label(line.text);
        if (!fields.has(key)) fields.set(key, f[2]!.trim());
      }
    }
  }
  return fields;
}

const pick = (fields: Map<string, string>, labels: readonly string[]) =>
  [...fields].find(([k]) => inList(labels)(k))?.[1];

/** Addresses ranked: billing/home first, then signature and plain ones, the job's place last. */
function bestAddress(
  fields: Map<string, string>,
  theirs: readonly Message[],
  others: readonly Message[],
  own: OwnCompany,
): string {
  const ranked: Array<{ a: FoundAddress; rank: number }> = [];
  const add = (text: string, rank: number) => {
    for (const a of findAddresses(text))
      if (!own.names(a.address)) ranked.push({ a, rank: rank + (a.hasPostcode ? 0 : 2) });
  };
  const billing = pick(fields, BILLING_ADDRESS_LABELS);
  if (billing) add(billing, 0);
  // A form's separate fields: 'Straat + huisnummer', 'Postcode', 'Plaats'.
  const street = [pick(fields, STREET_LABELS), pick(fields, HOUSE_NUMBER_LABELS)].filter(Boolean).join(' ');
  const town = [pick(fields, POSTCODE_LABELS), pick(fields, PLACE_LABELS)].filter(Boolean).join(' ');
  if (street && town && !findAddresses(street).some((a) => a.hasPostcode)) {
    const composed = `${street}, ${town}`;
    if (!own.names(composed))
      ranked.push({
        a: { address: composed, index: 0, hasPostcode: /\d{4}\s?[A-Za-z]{2}/.test(town) },
        rank: 1,
      });
  }
  const home = pick(fields, ADDRESS_LABELS);
  if (home) add(home, 1);
  for (const m of theirs) {
    add(m.signature.map((l) => l.text).join('\n'), 1);
    for (const l of m.body) {
      const f = FIELD.exec(l.text);
      if (f && inList([...WORK_ADDRESS_LABELS, ...ADDRESS_LABELS])(label(l.text))) continue;
      add(l.text, HOME_CUE.test(l.text) ? 1 : WORK_CUE.test(l.text) ? 4 : 2);
    }
  }
  const work = pick(fields, WORK_ADDRESS_LABELS);
  if (work) add(work, 4);
  // Nothing from the customer: the place the other messages name ('wij komen naar jullie toe
  // (Zutphenseweg 88, Deventer)', 'Afleveradres: …' in a forwarded order), never a signature.
  if (ranked.length === 0) for (const m of others) add(m.body.map((l) => l.text).join('\n'), 6);
  ranked.sort((x, y) => x.rank - y.rank);
  return ranked[0]?.a.address ?? '';
}

export function findCustomer(messages: readonly Message[], own: OwnCompany): AiCustomer {
  const all = messages.filter((m) => !m.own).reverse();
  const newest = all[0];
  // A message forwarded to the customer by someone else (a surveyor's report, an architect's plan)
  // is a third party's: its sender is not the customer, its addressee is.
  const thirdParty = (m: Message) =>
    m !== newest &&
    m.quoted &&
    !!m.to?.email &&
    !own.isOwnEmail(m.to.email) &&
    !(m.author.email && m.author.email === newest?.author.email);
  const theirs = all.filter((m) => !thirdParty(m));
  const mine = theirs;
  const forwardedTo = all.filter(thirdParty).map((m) => m.to!.email);
  const names: Names = { company: '', person: '' };
  const fields = fieldsOf(theirs, own);
  const company = pick(fields, COMPANY_LABELS);
  if (company) names.company = cleanName(company);
  // 'klant: mw. Aydin, Bosrand 4, 3951 AZ Maarn': the name before the address.
  // 'Voornaam: Linda' and 'Achternaam: de Boer' are one name.
  const firstAndLast = [fields.get('voornaam'), fields.get('achternaam')].filter(Boolean).join(' ');
  const person = (firstAndLast || pick(fields, NAME_LABELS))?.split(/,\s*(?=[^,]*\d)/)[0];
  // 'Beller: Murat Yilmaz, bedrijfsleider Yilmaz Transport': the person and the company.
  const [lead, ...others] = person?.split(/,\s+|\s+[-–|]\s+/) ?? [];
  const titledCompany = others.map((o) => withoutJobTitle(cleanName(o))).find(isCompany);
  if (lead && titledCompany && isPerson(lead)) {
    names.person = cleanName(lead);
    names.company ||= titledCompany;
  } else if (person && isCompany(person)) names.company ||= cleanName(person);
  else if (person) names.person = cleanName(person);
  // Newest first; older messages only fill what is missing (a third party's are left out above).
  for (const m of theirs) namesFromSignature(m.signature, own, names);
  if (!names.company) {
    // A company named in a note line: 'Dhr. Kuipers - Kuipers Tandartsen'.
    const parts = theirs.flatMap((m) =>
      m.body.flatMap((l) =>
        (
          l.text
            .replace(/\([^)]*\)/g, ' ')
            .split(/:\s+/)
            .pop() ?? ''
        ).split(/\s+[-–|]\s+|,\s+/),
      ),
    );
    const found = parts
      .map(cleanName)
      .find((p) => isCompany(p) && p.split(' ').length <= 5 && !/[.!?]/.test(p));
    if (found && !own.names(found)) names.company = found;
  }
  for (const m of theirs) {
    const text = m.body.map((l) => l.text).join('\n');
    // 'met Joost van Rijn': 'van' and one word that is no company belong to the name.
    const introduced = INTRO_WITH_COMPANY.exec(text);
    const ofCompany = (c: string) => isCompany(c) || c.trim().split(/\s+/).length >= 2;
    const withCompany = introduced && ofCompany(introduced[3]!) ? introduced : null;
    const intro = INTRO.exec(text);
    const person = withCompany ? (withCompany[1] ?? withCompany[2]) : intro?.[1];
    if (person && !names.person) names.person = cleanName(person);
    const company = withCompany?.[3];
    if (company && !names.company && !own.names(company))
      names.company = cleanName(company.split(/\.\s/)[0]!);
    const namens = NAMENS.exec(text);
    if (namens && !names.company && !own.names(namens[1]!))
      names.company = cleanName(namens[1]!.split(/\.\s/)[0]!);
  }
  // 'Mag ik je naam?' … 'Jolanda Mertens.': the customer's answer to the own company's question.
  messages.forEach((m, i) => {
    if (names.person || !m.own || !ASKS_NAME.test(m.body.map((l) => l.text).join('\n'))) return;
    const answer = messages.slice(i + 1).find((x) => !x.own);
    const first = answer?.body[0]?.text.split(/[.!?,]\s/)[0] ?? '';
    const name = cleanName(first);
    if (answer && isPerson(name) && name.includes(' ')) names.person = name;
  });
  for (const m of theirs) {
    if (names.person) break;
    const text = m.body.map((l) => l.text).join('\n');
    // 'Wij (Stijn & Maud) trouwen …'; 'Sanne: 06-…, sanne@…' in a note.
    const named =
      WE_NAMED.exec(text)?.[1] ?? m.body.map((l) => NAMED_CONTACT.exec(l.text)?.[1]).find(Boolean);
    if (named && !own.names(named)) names.person = cleanName(named);
  }
  const authors = [
    ...theirs.map((m) => m.author),
    ...messages.filter((x) => x.own && x.to).map((x) => x.to!),
  ];
  // 'Jeroen (Kapsalon Knip)' as a chat sender: the company in the brackets.
  for (const a of authors) {
    const bracket = /\(([^)]+)\)/.exec(a.name)?.[1];
    if (bracket && !names.company && isCompany(bracket) && !own.names(bracket))
      names.company = cleanName(bracket);
  }
  for (const a of authors) {
    if (
      !names.person &&
      a.name &&
      !/^[+\d\s()-]+$/.test(a.name) &&
      !a.name.includes('@') &&
      !own.names(a.name)
    )
      names.person = cleanName(a.name);
  }
  for (const m of theirs) {
    const here = names.person ? null : NAME_HERE.exec(m.body.map((l) => l.text).join('\n'));
    if (here) names.person = cleanName(here[1]!);
  }
  for (const m of theirs) {
    if (names.person) break;
    // 'Gebeld 9/3 - Lisa Kramer' heading a phone note; 'Gr. Ruud Zwart 06-…' closing a running text.
    const text = m.body.map((l) => l.text).join('\n');
    const closing = [...m.body, ...m.signature].map((l) => l.text).join('\n');
    const signed = callerOfNote(text) ?? CLOSING_NAME.exec(closing)?.[1];
    if (signed && !own.names(signed)) names.person = cleanName(signed);
  }
  for (const m of theirs) {
    if (names.person) break;
    const contact = nameBeforeContact(m.body.map((l) => l.text).join('\n'), startsWithStreet);
    if (contact && !own.names(contact)) names.person = contact;
  }
  if (!names.person) {
    for (const m of theirs) {
      const c = CALLER.exec(
        m.body
          .filter((l) => !GREETING_START.test(l.text))
          .map((l) => l.text)
          .join('\n'),
      );
      if (c) {
        names.person = cleanName(c[1]!);
        break;
      }
      const tail = m.body
        .map((l) => cleanName(l.text))
        .filter(Boolean)
        .slice(-2);
      const candidate = tail.reverse().find((l) => isPerson(l) && l.split(' ').length >= 2);
      if (candidate && m.kind === 'mail') names.person = candidate;
    }
  }
  const allText = theirs.map((m) => [...m.signature, ...m.body].map((l) => l.text).join('\n')).join('\n');
  // Newest message first: its sender, then the addresses in its signature and text; then the
  // addressee of a forwarded message (the customer who forwards it) and of the own company's mails.
  const textEmails = (m: Message) =>
    [...m.signature, ...m.body]
      .map((l) => l.text)
      .join('\n')
      .match(EMAIL) ?? [];
  const emails = [
    ...mine.flatMap((m) => [m.author.email, ...textEmails(m)]),
    ...forwardedTo,
    ...messages.filter((m) => m.own).map((m) => m.to?.email ?? ''),
  ].filter((e) => e && !own.isOwnEmail(e) && !NO_REPLY_RE.test(e));
  const phoneText = [pick(fields, PHONE_LABELS), allText].filter(Boolean).join('\n');
  // '0512-345678 / 06-33221100 (mobiel liever)': the number the customer prefers first.
  const preferred = (p: { index: number }) =>
    PREFERRED.test(phoneText.slice(p.index, p.index + 40).replace(/^[\d\s()+-]+/, ''));
  const phones = findPhones(phoneText)
    .filter((p) => !own.isOwnPhone(p.phone))
    .sort((a, b) => Number(preferred(b)) - Number(preferred(a)));
  // 'Maria' under the mail, 'Maria Lopez <maria@…>' in its header: the full name.
  const first = names.person.split(' ')[0] ?? '';
  const fuller = [
    ...theirs.map((m) => m.author.name),
    ...messages.filter((m) => m.own).map((m) => m.to?.name ?? ''),
  ].find((a) => a.startsWith(`${first} `) && a.length > names.person.length);
  if (names.person && !names.person.includes(' ') && fuller) names.person = cleanName(fuller);
  // … or '(Maria Lopez, 06-…)' in the text.
  if (names.person && !names.person.includes(' ') && /^\p{Lu}/u.test(names.person))
    names.person = fullName(
      names.person,
      [allText, ...messages.filter((m) => m.own).map((m) => m.body.map((l) => l.text).join('\n'))].join('\n'),
    );
  const withoutContact = (s: string) =>
    collapseSpaces(s.replace(/\([^)]*[\d@][^)]*\)/g, ' ').replace(TRAILING_PHONE, ''));
  return {
    name: withoutContact(names.company ? withoutJobTitle(names.company) : names.person),
    email: emails[0]?.toLowerCase() ?? '',
    phone: phones[0]?.phone ?? '',
    address: bestAddress(
      fields,
      theirs,
      [...all.filter(thirdParty), ...messages.filter((m) => m.own).reverse()],
      own,
    ),
  };
}
