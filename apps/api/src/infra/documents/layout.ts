/**
 * One layout rebuild for every source of positioned words (a PDF's text layer via poppler or pdfjs, OCR
 * words from tesseract): words on the same baseline form a line; a horizontal gap wider than about half
 * a character splits a line into cells; the page is cut into columns where a gutter runs down most of it
 * (layout-columns.ts), and each column is read on its own; inside a column, consecutive multi-cell lines
 * form a table (layout-tables.ts) and the other lines are text, running lines of a paragraph joined.
 */
import type { DocumentBlock, TextBlock } from '../ai/ai-provider';
import { splitColumns } from './layout-columns';
import { levelOcrWords } from './layout-level';
import {
  hasAmount,
  meanConfidence,
  mergeCentredLines,
  toLines,
  type Line,
  type PositionedWord,
} from './layout-lines';
import { tableRuns } from './layout-tables';

export type { PositionedWord } from './layout-lines';

const LIST_ITEM = /^(\d{1,3}[.)]|[a-z][.)]\s|[-•*–]\s|artikel\b)/i;

/**
 * Running text: the next line continues the paragraph when its first word would not have fitted at the
 * end of the previous line (the line was wrapped, not ended), sizes and spacing match, and neither is a
 * list item, an amount or the end of a sentence.
 */
function continuesParagraph(prev: Line, line: Line, right: number, left: number): boolean {
  const prevText = prev.segments[0]!.text;
  const first = line.segments[0]!;
  const text = first.text;
  const firstWord = text.split(' ')[0]!;
  const firstWordWidth = ((first.x1 - first.x0) * firstWord.length) / Math.max(1, text.length);
  const prevEnd = prev.segments[prev.segments.length - 1]!.x1;
  return (
    line.page === prev.page &&
    Math.max(prev.size, line.size) <= Math.min(prev.size, line.size) * 1.15 &&
    line.y - prev.lastY <= Math.max(prev.size, line.size) * 1.6 &&
    prevEnd >= left + (right - left) * 0.5 &&
    prevEnd + prev.size * 0.3 + firstWordWidth > right &&
    !/[.:;!?]$/.test(prevText) &&
    !LIST_ITEM.test(text) &&
    !hasAmount(prev) &&
    !hasAmount(line)
  );
}

function textBlock(lines: Line[]): TextBlock {
  let text = '';
  for (const l of lines) {
    const t = l.segments.map((s) => s.text).join(' ');
    // A word hyphenated at the line end is joined again (`betalings-` + `termijn`); a shared word part
    // (`hang-` + `en sluitwerk`) keeps its hyphen and space, an abbreviation its hyphen (`SEO-basis`).
    if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(t) && !/^(en|of|tot)\b/.test(t))
      text = /\p{Lu}{2,}-$/u.test(text) ? text + t : text.slice(0, -1) + t;
    else text = text ? `${text} ${t}` : t;
  }
  const block: TextBlock = { kind: 'text', text, page: lines[0]!.page };
  const confidence = meanConfidence(lines.flatMap((l) => l.segments));
  if (confidence !== undefined) block.confidence = confidence;
  return block;
}

/** The blocks of one column region: tables from runs of multi-cell lines, text from the rest. */
function regionBlocks(lines: Line[]): DocumentBlock[] {
  let left = Infinity;
  let right = -Infinity;
  for (const l of lines) {
    left = Math.min(left, l.segments[0]!.x0);
    right = Math.max(right, l.segments[l.segments.length - 1]!.x1);
  }
  const blocks: DocumentBlock[] = [];
  let paragraph: Line[] = [];
  const flushParagraph = () => {
    if (paragraph.length) blocks.push(textBlock(paragraph));
    paragraph = [];
  };
  for (const part of tableRuns(mergeCentredLines(lines))) {
    if (part.kind === 'table') {
      flushParagraph();
      blocks.push(part.table);
    } else if (part.kind === 'break') {
      flushParagraph();
      blocks.push({ kind: 'text', text: '', page: part.page });
    } else {
      const prev = paragraph[paragraph.length - 1];
      if (prev && !continuesParagraph(prev, part.line, right, left)) flushParagraph();
      paragraph.push(part.line);
    }
  }
  flushParagraph();
  return blocks;
}

/**
 * Positioned words (any number of pages) to blocks in reading order: page by page, column by column;
 * an empty text block marks a paragraph break (a blank line, or the end of a column).
 */
export function wordsToBlocks(words: readonly PositionedWord[]): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  const lines = toLines(levelOcrWords(words));
  let start = 0;
  while (start < lines.length) {
    const page = lines[start]!.page;
    let end = start;
    while (end < lines.length && lines[end]!.page === page) end++;
    const regions = splitColumns(lines.slice(start, end));
    regions.forEach((region, i) => {
      if (i > 0) blocks.push({ kind: 'text', text: '', page });
      for (const b of regionBlocks(region)) blocks.push(b);
    });
    start = end;
  }
  return blocks;
}
