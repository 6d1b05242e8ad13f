/**
 * The customer: company or person, e-mail, phone and address, from the customer's messages only
 * (never the user's own quoted replies, signature, e-mail or phone). Field lines ('Bedrijf: …'),
 * signature blocks, 'namens …', 'Mijn naam is … van …' and the sender's display name are read.
 */
import type { AiCustomer } from '@offerteflow/contracts';
import type { Message } from './message';
import type { OwnCompany } from './own-company';
import { findAddresses } from './address';
import { findPhones } from './phone';
import { FIELD_LINE } from './segments';
import { collapseSpaces } from './text';

const EMAIL = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+/g;
const NAME_WORD =
  "(?:[A-Z][\\p{L}'-]+|van|de|der|den|het|ten|ter|te|el|al|da|di|du|le|la|von|en|&|v\\.?d\\.?|[A-Z]\\.|\\([A-Z][\\p{L}'-]+\\))";
const PERSON = new RegExp(
  `^(?:(?:dhr|mevr|mw|ir|ing|drs|mr|dr|de heer|mevrouw|meneer)\\.?\\s+)?[A-Z][\\p{L}'.-]*(?:\\s+${NAME_WORD}){0,6}$`,
  'u',
);
const LEGAL =
  /(?:^|\s)(?:b\.?v\.?|v\.?o\.?f\.?|n\.?v\.?)(?=$|[\s,.])|(?:stichting|marketing|logistiek|accountants?|advies|consultancy|media|design|events|zorg|installaties|transport|verhuur|vereniging|holding|gemeente|school|praktijk|kantoor|restaurant|hotel|caf[eé]|bakkerij|slagerij|kapsalon|salon|studio|garage|makelaardij|makelaars?|advocaten|notariaat|kinderopvang|tandartsen?|fysiotherapie|huisartsen?|groep|group|company|services|diensten|bureau|winkel|kliniek|centrum|lunchroom|brasserie|camping|woningcorporatie|vve|v\.v\.e\.|bedrijf|bedrijven|beheer|handel|techniek|bouw|b\.v)(?=$|[\s,.])/i;
const FUNCTION =
  /^(?:founder|co-founder|oprichter|zaakvoerder|directeur|eigena(?:ar|resse)|manager|office|facilit|inkoop|hoofd|medewerk|co[oö]rdinator|projectleider|secretar|assistent|administratie|bedrijfsleider|ceo|cfo|cto|coo|operations|planner|receptie|huismeester|beheerder|teamleider|afdeling|mede-eigenaar|vennoot|partner|owner|account|sales|verkoop|marketing|hr\b|p&o|locatiemanager|bestuurslid|voorzitter|penningmeester)/i;
const NOT_NAME =
  /^(?:groet|groeten|bedankt|dank|tel|telefoon|mobiel|e-?mail|www|http|adres|kvk|btw|iban|verzonden|sent|mvg|hoi|hallo|beste|ps|p\.s)\b/i;
const INTRO =
  /\b(?:[Mm]ijn naam is|[Ii]k ben|[Uu] spreekt met|[Jj]e spreekt met|[Hh]ier is|[Dd]it is)\s+((?:(?:dhr|mevr|mevrouw|meneer)\.?\s+)?[A-Z][\p{L}'-]+(?:\s+(?:van|de|der|den|ten|ter|[A-Z][\p{L}'-]+)){0,3}?)(?:\s+(?:van|namens|bij)\s+([A-Z][\p{L}'&.-]*(?:\s+(?:[A-Z&][\p{L}'&.-]*|de|van|het|en)){0,4}))?(?=[\s,.!?]|$)/u;
const NAMENS = /\b[Nn]amens\s+([A-Z][\p{L}'&.-]*(?:\s+(?:[A-Z&][\p{L}'&.-]*|de|van|het|en|b\.?v\.?)){0,4})/u;
const CALLER =
  /(?<![\p{L}])((?:[Dd]hr|[Mm]evr|[Mm]w|[Mm]evrouw|[Mm]eneer|[Dd]e heer)\.?\s+\p{Lu}[\p{L}'-]+(?:\s+(?:van|de|der|den|ten|ter)){0,2}(?:\s+\p{Lu}[\p{L}'-]+)?)/u;

const clean = (s: string) => collapseSpaces(s.replace(/[*_|]+/g, ' ')).replace(/[,;:]+$|(?<![A-Z])\.$/, '');

function isPerson(line: string): boolean {
  const l = clean(line)
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .trim();
  return l.length <= 40 && PERSON.test(l) && !NOT_NAME.test(l) && !LEGAL.test(l) && !/\d|@/.test(l);
}

function isCompany(line: string): boolean {
  const l = clean(line);
  const legalForm = /(?:^|\s)(?:b\.?v\.?|v\.?o\.?f\.?|n\.?v\.?|stichting)(?=$|[\s,.])/i.test(l);
  return (
    l.length <= 60 && LEGAL.test(l) && !/@|^\+?\d|www\.|http/.test(l) && (legalForm || !FUNCTION.test(l))
  );
}

interface Names {
  company: string;
  person: string;
}

/** 'Founder – Claes Candles', 'Eigenaar bij Vos Bouw': the company after a job title. */
const TITLE_AT = /^[\p{L} ]{3,30}?\s+(?:[-–]|bij|at|@)\s+([A-Z][\p{L}'&. -]{1,40})$/u;

function namesFromSignature(sig: readonly string[], own: OwnCompany, names: Names): void {
  const lines = sig.map(clean).filter((l) => l !== '' && !own.names(l));
  let personAt = -1;
  for (const [i, l] of lines.entries()) {
    if (i > 6) break;
    const namens = NAMENS.exec(l);
    const titled = FUNCTION.test(l) ? TITLE_AT.exec(l) : null;
    if (namens && !names.company) names.company = clean(namens[1]!);
    else if (titled && !names.company) names.company = clean(titled[1]!);
    else if (!names.company && isCompany(l)) names.company = l.replace(/^(?:[Nn]amens|van)\s+/, '');
    else if (!names.person && i <= 2 && isPerson(l)) {
      names.person = l;
      personAt = i;
    } else if (personAt >= 0 && i === personAt + 1 && isPerson(l) && l.startsWith(`${names.person} `)) {
      // 'Tim' after the closing, then 'Tim Hendriks': the full name.
      names.person = l;
      personAt = i;
    } else if (!names.company && personAt >= 0 && i <= personAt + 2 && isPerson(l) && !FUNCTION.test(l)) {
      // A second name-like line under the person's name is the company ('Tim Hendriks / Brightline').
      names.company = l;
    }
  }
}

export function findCustomer(messages: readonly Message[], own: OwnCompany): AiCustomer {
  const theirs = messages.filter((m) => !m.own).reverse();
  const names: Names = { company: '', person: '' };
  const fields: Record<string, string> = {};
  for (const m of theirs) {
    for (const line of [...m.body, ...m.signature]) {
      const f = FIELD_LINE.exec(line.trim());
      if (f && f[1]!.trim() !== '' && !own.names(f[1]!)) {
        const key = line.trim().split(/[:=]/)[0]!.replace(/\*/g, '').trim().toLowerCase();
        if (!(key in fields)) fields[key] = f[1]!.trim();
      }
    }
  }
  const company = fields.bedrijf ?? fields.bedrijfsnaam ?? fields.firma ?? fields.organisatie;
  if (company) names.company = clean(company);
  const person = fields.naam ?? fields.klantnaam ?? fields.klant ?? fields.contactpersoon ?? fields.contact;
  if (person && isCompany(person)) names.company ||= clean(person);
  else if (person) names.person = clean(person);
  for (const m of theirs) namesFromSignature(m.signature, own, names);
  if (!names.company) {
    // A company named in a note line: 'Dhr. Kuipers - Kuipers Tandartsen'.
    const parts = theirs.flatMap((m) => m.body.flatMap((l) => l.split(/\s+[-–|]\s+|,\s+|:\s+/)));
    const found = parts.map(clean).find((p) => isCompany(p) && isPerson(p.replace(LEGAL, ' ').trim() || 'x'));
    if (found && !own.names(found)) names.company = found;
  }
  for (const m of theirs) {
    const text = m.body.join('\n');
    const intro = INTRO.exec(text);
    if (intro) {
      if (!names.person) names.person = clean(intro[1]!);
      if (intro[2] && !names.company && !own.names(intro[2]))
        names.company = clean(intro[2].split(/\.\s/)[0]!);
    }
    const namens = NAMENS.exec(text);
    if (namens && !names.company && !own.names(namens[1]!))
      names.company = clean(namens[1]!.split(/\.\s/)[0]!);
  }
  for (const m of [
    ...theirs,
    ...messages.filter((x) => x.own && x.to).map((x) => ({ ...x, author: x.to! })),
  ]) {
    if (
      !names.person &&
      m.author.name &&
      !/^[+\d\s()-]+$/.test(m.author.name) &&
      !m.author.name.includes('@')
    ) {
      names.person = clean(m.author.name);
    }
  }
  if (!names.person) {
    for (const m of theirs) {
      const c = CALLER.exec(
        m.body.filter((l) => !/^\s*(?:beste|geachte|hoi|hallo|dag|lieve)\b/i.test(l)).join('\n'),
      );
      if (c) {
        names.person = clean(c[1]!);
        break;
      }
      const tail = m.body.map(clean).filter(Boolean).slice(-2);
      const candidate = tail.reverse().find((l) => isPerson(l) && l.split(' ').length >= 2);
      if (candidate && m.kind === 'mail') names.person = candidate;
    }
  }
  const linesOf = (m: Message) => [...m.signature, ...m.body].join('\n');
  const headerEmails = [
    ...theirs.map((m) => m.author.email),
    ...messages.filter((m) => m.own).map((m) => m.to?.email ?? ''),
  ].filter(Boolean);
  const allText = theirs.map(linesOf).join('\n');
  const emails = [...headerEmails, ...(allText.match(EMAIL) ?? [])].filter(
    (e) => !own.isOwnEmail(e) && !/^(?:no-?reply|noreply|mailer-daemon)@/i.test(e),
  );
  const phoneText = [fields.mobiel, fields.tel, fields.telefoon, fields.telefoonnummer, fields.gsm, allText]
    .filter(Boolean)
    .join('\n');
  const phones = findPhones(phoneText).filter((p) => !own.isOwnPhone(p.phone));
  const addrText = [fields.adres, fields.werkadres, fields.afleveradres, fields.factuuradres, allText]
    .filter(Boolean)
    .join('\n');
  const addresses = findAddresses(addrText).filter((a) => !own.names(a.address));
  const address = addresses.find((a) => a.hasPostcode) ?? addresses[0];
  // 'Maria' under the mail, 'Maria Lopez <maria@…>' in its header: the full name.
  const first = names.person.split(' ')[0] ?? '';
  const fuller = theirs
    .map((m) => m.author.name)
    .find((a) => a.startsWith(`${first} `) && a.length > names.person.length);
  if (names.person && !names.person.includes(' ') && fuller) names.person = clean(fuller);
  const withoutContact = (s: string) => collapseSpaces(s.replace(/\([^)]*[\d@][^)]*\)/g, ' '));
  return {
    name: withoutContact(names.company || names.person),
    email: emails[0]?.toLowerCase() ?? '',
    phone: phones[0]?.phone ?? '',
    address: address?.address ?? '',
  };
}
