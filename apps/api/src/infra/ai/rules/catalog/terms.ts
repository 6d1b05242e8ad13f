/**
 * Terms split into clauses (numbered articles, headings, paragraphs) and classified payment_terms,
 * delivery_terms, warranty or general from their Dutch (and English) wording. The first payment clause
 * becomes the default term.
 */
import type { TermType } from '@offerteflow/contracts';
import type { ExtractedTerm } from '../../ai-provider';

const KEYWORDS: Readonly<Record<Exclude<TermType, 'general'>, RegExp>> = {
  payment_terms:
    /betaling|betalen|betaald|betaal|factu(u)?r|vooruitbetal|aanbetal|voorschot|incasso|wettelijke rente|rente|vervaldag|betalingstermijn|iban|bankrekening|termijnen|in termijnen|contant|pin|creditcard|payment|invoice|aanmaning|herinnering/gi,
  delivery_terms:
    /levering|leveren|geleverd|levertijd|leveringstermijn|lever|uitvoering|uitvoeren|uitgevoerd|oplever|aflever|bezorg|verzend|verzonden|transport|montage|planning|ingepland|werkzaamheden starten|aanvang|start van de werkzaamheden|delivery|shipping|uitvoeringstermijn/gi,
  warranty:
    /garantie|garanderen|gegarandeerd|garantietermijn|waarborg|gebrek|gebreken|defect|herstel|reclam|klacht|warranty|guarantee|deugdelijk|ondeugdelijk|nakoming|fabrieksgarantie/gi,
};

export function classifyTerm(text: string): TermType {
  const heading = text.split(/[\n.:]/)[0] ?? '';
  let best: TermType = 'general';
  let bestScore = 0;
  for (const [type, pattern] of Object.entries(KEYWORDS) as Array<[TermType, RegExp]>) {
    const body = text.match(pattern)?.length ?? 0;
    const head = heading.match(pattern)?.length ?? 0;
    const score = body + head * 3;
    if (score > bestScore) {
      best = type;
      bestScore = score;
    }
  }
  // General clauses mention a payment or a delivery in passing; a clear topic scores at least 2.
  return bestScore >= 2 || (bestScore === 1 && text.length < 200) ? best : 'general';
}

const ARTICLE = /^(artikel|art\.?|article|clausule)\s*\d+/i;
const NUMBERED = /^\d{1,2}[.)]?\s+\S/;
const SUBNUMBERED = /^\d{1,2}\.\d{1,2}\.?\s/;

function isHeadingLine(line: string): boolean {
  const t = line.trim();
  if (t.length < 3 || t.length > 70 || /[.;,]$/.test(t)) return false;
  if (t.split(/\s+/).length > 8) return false;
  return /^[A-ZÀ-Ý0-9]/.test(t) && (t === t.toUpperCase() || t.endsWith(':') || /^[A-ZÀ-Ý][a-zà-ÿ]/.test(t));
}

/** Splits lines (a blank line ends a paragraph) into clauses by the strongest structure found. */
export function splitClauses(lines: string[]): string[] {
  const trimmed = lines.map((l) => l.replace(/\s+/g, ' ').trim());
  const articles = trimmed.filter((l) => ARTICLE.test(l)).length;
  const numbered = trimmed.filter((l) => NUMBERED.test(l) && !SUBNUMBERED.test(l)).length;
  const headings = trimmed.filter((l, i) => isHeadingLine(l) && (trimmed[i + 1] ?? '') !== '').length;
  const startsClause: (l: string, i: number) => boolean =
    articles >= 2
      ? (l) => ARTICLE.test(l)
      : numbered >= 2
        ? (l) => NUMBERED.test(l) && !SUBNUMBERED.test(l)
        : headings >= 2
          ? (l, i) => isHeadingLine(l) && (trimmed[i + 1] ?? '') !== ''
          : () => false;
  const byParagraph = articles < 2 && numbered < 2 && headings < 2;
  const clauses: string[][] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) clauses.push(current);
    current = [];
  };
  trimmed.forEach((line, i) => {
    if (!line) {
      if (byParagraph) flush();
      return;
    }
    if (startsClause(line, i)) flush();
    current.push(line);
  });
  flush();
  return clauses.map((c) => joinClause(c)).filter((c) => c.split(/\s+/).length >= 5);
}

/** Lines of one clause as text: a heading line stays on its own line, wrapped lines are joined. */
function joinClause(lines: string[]): string {
  let out = '';
  for (const line of lines) {
    if (!out) out = line;
    else if (/[.:;]$/.test(out) || isHeadingLine(out.split('\n').pop() ?? '') || /^(\d+[.)]|[-•*]|[a-z][.)])\s/.test(line))
      out += `\n${line}`;
    else out += ` ${line}`;
  }
  return out.replace(/(\w)- (\w)/g, '$1$2').trim();
}

export function termsFromClauses(clauses: string[]): ExtractedTerm[] {
  let hasDefault = false;
  return clauses.map((content) => {
    const termType = classifyTerm(content);
    const isDefault = termType === 'payment_terms' && !hasDefault;
    if (isDefault) hasDefault = true;
    return { termType, content: content.slice(0, 10_000), isDefault };
  });
}
