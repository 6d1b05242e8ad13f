/**
 * Dutch addresses in running text: 'Kerkstraat 12a, 1234 AB Utrecht', a street line above a
 * postcode line, or a street with a place and no postcode ('Dorpsweg 3 in Baarn', 'Adres: Laan 4, Zeist').
 * Output: 'Kerkstraat 12a, 1234 AB Utrecht' (the parts that were found).
 */

const STREET_SUFFIX =
  '(?:straat|weg|laan|plein|gracht|kade|dijk|singel|pad|hof|dreef|steeg|markt|park|baan|ring|erf|veld|wal|plantsoen|dam|boulevard|allee|oord|akker|hout|burg|donk|horst|haven|polder|brink|vaart|wetering|Weg|Straat|Laan|Plein)';
const NUMBER = '(\\d{1,5}(?:[ -]?[a-zA-Z](?![a-zA-Z0-9])|-[1-9]\\d{0,2}(?!\\d)|\\s?(?:bis|hs|huis|rd)\\b)?)';
/** A street: capitalised words ending in a street suffix (or any words after 'Adres:'), then a number. */
const STREET = new RegExp(
  `((?:[A-Z][\\p{L}'.-]*\\s)?(?:(?:van|de|den|der|het|'t|ter|ten|op|aan)\\s)*[\\p{L}'.-]*${STREET_SUFFIX})\\s+${NUMBER}`,
  'gu',
);
const POSTCODE = /\b([1-9]\d{3})\s?(?!SA|SD|SS)([A-Z]{2}|[a-z]{2}(?=\s+[A-Z]))\b/g;
const PLACE = /^[,\s]*((?:'s[- ])?[A-Z][\p{L}'-]+(?:[ -](?:aan|op|de|den|der|bij|in|[A-Z][\p{L}'-]+))*)/u;

/** A street without a typical ending ('Oude Rijn 14', 'Markt 5') right before a postcode. */
function plainStreet(text: string): string | null {
  const m =
    /^((?:[A-Z][\p{L}'.-]*|van|de|der|den|het|'t|ter|ten|op|aan)(?:\s+(?:[A-Z][\p{L}'.-]*|van|de|der|den|het|'t|ter|ten|op|aan|[a-z][\p{L}'.-]*(?:straat|weg|laan)))*)\s+(\d{1,5}(?:\s?[a-zA-Z]\b|-\d{1,3})?)$/u.exec(
      text.trim(),
    );
  if (!m || !/^[A-Z]/.test(m[1]!) || /^(?:Tel|Telefoon|Mobiel|Postbus|Kvk|Btw)\b/i.test(m[1]!)) return null;
  return `${m[1]} ${m[2]!.replace(/\s+/g, '')}`;
}

export interface FoundAddress {
  address: string;
  index: number;
  hasPostcode: boolean;
}

function placeAfter(text: string): string {
  const m = PLACE.exec(text);
  if (!m) return '';
  return m[1]!.replace(/(?:[ -](?:aan|op|de|den|der|bij|in))+$/, '');
}

function streetIn(line: string): { street: string; end: number; index: number } | null {
  let best: { street: string; end: number; index: number } | null = null;
  for (const m of line.matchAll(STREET)) {
    const name = m[1]!
      .replace(/^(?:[Oo]p|[Aa]an|[Ii]n|[Nn]aar|[Vv]ia)\s/, '')
      .replace(/^(?:(?:van|de|den|der|het|'t|ter|ten|op|aan)\s)+/, '');
    if (!/^[A-Z']/.test(name)) continue;
    best = {
      street: `${name} ${m[2]!.replace(/\s+/g, '')}`,
      end: (m.index ?? 0) + m[0].length,
      index: m.index ?? 0,
    };
  }
  return best;
}

/** Every address found in `text`, in order of appearance. */
export function findAddresses(text: string): FoundAddress[] {
  const out: FoundAddress[] = [];
  const lines = text.split('\n');
  let offset = 0;
  const used = new Set<number>();
  lines.forEach((line, i) => {
    for (const m of line.matchAll(POSTCODE)) {
      const at = m.index ?? 0;
      const postcode = `${m[1]} ${m[2]!.toUpperCase()}`;
      const place = placeAfter(line.slice(at + m[0].length));
      const before = line.slice(0, at);
      let street =
        streetIn(before)?.street ??
        plainStreet(
          before
            .replace(/[,\s]+$/, '')
            .split(/[,:;]\s*|\s{2,}/)
            .pop() ?? '',
        );
      if (!street && /^[\s,]*$/.test(before.replace(/^\s*(?:adres|postcode)\s*:?/i, '')) && i > 0) {
        const prev = lines[i - 1]!.replace(/^\s*adres\s*:?/i, '');
        street = streetIn(prev)?.street ?? plainStreet(prev.trim());
        if (street) {
          used.add(i - 1);
          const prevStart = offset - lines[i - 1]!.length - 1;
          const dup = out.findIndex((a) => !a.hasPostcode && a.index >= prevStart && a.index < offset);
          if (dup >= 0) out.splice(dup, 1);
        }
      }
      out.push({
        address: [street, [postcode, place].filter(Boolean).join(' ')].filter(Boolean).join(', '),
        index: offset + at,
        hasPostcode: true,
      });
      used.add(i);
    }
    if (!used.has(i)) {
      const s = streetIn(line);
      if (s) {
        const place = /^\s*(?:,|in|te)\s*/.test(line.slice(s.end))
          ? placeAfter(line.slice(s.end).replace(/^\s*(?:,|in|te)\s*/, ''))
          : '';
        out.push({
          address: [s.street, place].filter(Boolean).join(', '),
          index: offset + s.index,
          hasPostcode: false,
        });
      }
    }
    offset += line.length + 1;
  });
  return out.sort((a, b) => a.index - b.index);
}
