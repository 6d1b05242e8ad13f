/** Splits a message body into request text, signature block and disclaimer. */
import { CLOSING, DISCLAIMER_START, INLINE_CLOSING } from '../lexicon/mail';
import { alternation, wordsRe } from '../lexicon/pattern';
import type { Line } from './message';

const CLOSING_LINE = new RegExp(`^${alternation(CLOSING)}(?![\\p{L}])[\\s,.!:]*(.*)$`, 'iu');
const DISCLAIMER = wordsRe(DISCLAIMER_START, { start: true });
const INLINE = new RegExp(`^(.*[.!?,])\\s+(${alternation(INLINE_CLOSING)}[,.!]?\\s+(.).*)$`, 'iu');
/** The closing is followed by a name: a capital ('…, groet Hans Willems'), not 'groet je moeder'. */
const startsName = (m: RegExpExecArray) => /\p{Lu}/u.test(m[3]!);
const SIGNATURE_PARTS = /\s+[|•·–-]\s+|,\s+|\s+[|]\s*/;

export interface SplitBody {
  body: Line[];
  signature: Line[];
}

function pieces(line: Line, separator: RegExp): Line[] {
  const out: Line[] = [];
  let at = 0;
  for (const part of line.text.split(separator)) {
    const idx = line.text.indexOf(part, at);
    if (part.trim() !== '')
      out.push({ text: part.trim(), start: line.start + idx + (part.length - part.trimStart().length) });
    at = idx + part.length;
  }
  return out;
}

/** The closing line starts the signature; a '-- ' line too. Disclaimers and what follows are dropped. */
export function splitSignature(lines: readonly Line[]): SplitBody {
  const body: Line[] = [];
  const signature: Line[] = [];
  let inSignature = false;
  // A closing inside a line of running text: '… deze week nog? Mvg, Ellen Boer', '…, groet Hans
  // Willems, Kerkstraat 2, …' — the part from the closing on is a closing line whatever its length.
  const inline = new Set<Line>();
  const split = lines.flatMap((l): Line[] => {
    const m = INLINE.exec(l.text);
    if (!m || !startsName(m)) return [l];
    const closing = { text: m[2]!, start: l.start + l.text.indexOf(m[2]!, m[1]!.length) };
    inline.add(closing);
    return [{ text: m[1]!, start: l.start }, closing];
  });
  for (const line of split) {
    const trimmed = line.text.trim();
    if (DISCLAIMER.test(trimmed)) break;
    if (!inSignature) {
      const closing = trimmed.length <= 60 || inline.has(line) ? CLOSING_LINE.exec(trimmed) : null;
      if (closing || /^--\s*$/.test(trimmed)) {
        inSignature = true;
        const rest = closing?.[1]?.trim();
        if (rest) {
          const at = line.text.lastIndexOf(rest);
          signature.push(
            ...pieces({ text: rest, start: line.start + Math.max(0, at) }, /\s+[|•·–-]\s+|,\s+/),
          );
        }
        continue;
      }
      body.push(line);
    } else if (trimmed !== '') {
      signature.push(...pieces(line, SIGNATURE_PARTS));
    }
  }
  return { body, signature };
}
