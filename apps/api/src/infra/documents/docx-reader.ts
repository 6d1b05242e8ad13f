/**
 * DOCX via mammoth.convertToHtml: tables stay tables (rows of cell text), headings and paragraphs become
 * text blocks in reading order; list items keep their number when Word numbered them.
 */
import mammoth from 'mammoth';
import { JSDOM } from 'jsdom';
import type { DocumentBlock, ReadDocument } from '../ai/ai-provider';
import { DocumentReadError, READ_LIMITS, READ_MSG } from './reader';
import { listZip, verifyZipInflation } from './zip-guard';

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** A table cell's text; its paragraphs are separate words, not glued together. */
function cellText(cell: Element): string {
  const paragraphs = Array.from(cell.querySelectorAll('p'));
  if (paragraphs.length < 2) return clean(cell.textContent);
  return clean(paragraphs.map((p) => p.textContent ?? '').join(' '));
}

/**
 * The lines of a paragraph: a line break inside it (Word's Shift+Enter, a heading in bold followed by
 * its sentences) separates lines as a paragraph mark would, instead of gluing the words together.
 */
function paragraphLines(el: Element): string[] {
  const lines = [''];
  const visit = (node: Node) => {
    if (node.nodeName === 'BR') lines.push('');
    else if (node.nodeType === node.TEXT_NODE) lines[lines.length - 1] += node.textContent ?? '';
    else for (const child of Array.from(node.childNodes)) visit(child);
  };
  visit(el);
  return lines.map(clean).filter(Boolean);
}

/** Blocks from HTML (mammoth output, also used for other HTML-ish sources). */
export function htmlToBlocks(html: string): DocumentBlock[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  const blocks: DocumentBlock[] = [];
  const walk = (el: Element) => {
    for (const child of Array.from(el.children)) {
      const tag = child.tagName.toLowerCase();
      if (tag === 'table') {
        const rows = Array.from(child.querySelectorAll('tr')).map((tr) =>
          Array.from(tr.children).map(cellText),
        );
        if (rows.length) blocks.push({ kind: 'table', rows });
      } else if (tag === 'ol' || tag === 'ul') {
        let n = 0;
        for (const li of Array.from(child.children)) {
          n++;
          const text = clean(li.textContent);
          if (text) blocks.push({ kind: 'text', text: tag === 'ol' ? `${n}. ${text}` : `- ${text}` });
        }
      } else if (/^(p|h[1-6])$/.test(tag)) {
        const lines = paragraphLines(child);
        // An empty paragraph is a blank line: a paragraph break for the interpretation.
        if (!lines.length) blocks.push({ kind: 'text', text: '' });
        for (const text of lines) blocks.push({ kind: 'text', text });
      } else walk(child);
    }
  };
  walk(document.body);
  return blocks;
}

export async function readDocx(data: Buffer, fileName: string): Promise<ReadDocument> {
  const listing = await listZip(data);
  if (!listing.names.includes('word/document.xml')) throw new DocumentReadError(READ_MSG.corrupt);
  await verifyZipInflation(data);
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: data })).value;
  } catch {
    throw new DocumentReadError(READ_MSG.corrupt);
  }
  if (html.length > READ_LIMITS.maxTextChars) throw new DocumentReadError(READ_MSG.tooManyRows);
  return { fileName, blocks: htmlToBlocks(html) };
}
