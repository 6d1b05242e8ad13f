/**
 * The branded HTML of every e-mail that goes out in a company's name (the quote, its reminder, a team
 * invitation): the company's logo or name on its colour, the body blocks, the company's name as footer.
 * Pure: no I/O. Every text is escaped here; callers pass plain text.
 */
import { SETTINGS_DEFAULTS } from '@offerteflow/contracts';
import { escapeHtml, escapeMultiline, safeColor, safeLogo } from './escape.js';

/** An inline image for the mailer: its content is the data: URL (nodemailer reads it as `path`). */
export interface EmailInlineImage {
  filename: string;
  dataUrl: string;
  contentType: string;
  cid: string;
}

export const EMAIL_LOGO_CID = 'logo@offerteflow';

/** One part of the body, in order: a paragraph (line breaks kept), label/value rows, a button, a note. */
export type EmailBlock =
  | { paragraph: string }
  | { facts: readonly (readonly [label: string, value: string])[] }
  | { button: { label: string; url: string } }
  | { note: string };

export interface BrandedEmail {
  title: string;
  companyName: string;
  primaryColor?: string | null;
  /** A data: URL (PNG/JPEG); sent as an inline attachment referred to by EMAIL_LOGO_CID. */
  logo?: string | null;
  blocks: readonly EmailBlock[];
}

/** Only http(s) links become buttons or text links (never javascript: and the like). */
export const safeLink = (link: string | null | undefined): string | null =>
  link && /^https?:\/\//.test(link) ? link : null;

function logoImage(logo: string | null | undefined): EmailInlineImage | null {
  const safe = safeLogo(logo);
  const match = safe ? /^data:(image\/(png|jpeg));base64,/.exec(safe) : null;
  if (!safe || !match) return null;
  return {
    filename: `logo.${match[2] === 'jpeg' ? 'jpg' : 'png'}`,
    dataUrl: safe,
    contentType: match[1]!,
    cid: EMAIL_LOGO_CID,
  };
}

/** The same blocks as plain text: paragraphs apart, facts as 'label: value', a button as its URL. */
export function emailText(blocks: readonly EmailBlock[]): string {
  return blocks
    .map((block) => {
      if ('paragraph' in block) return block.paragraph;
      if ('facts' in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
      if ('button' in block) return block.button.url;
      return block.note;
    })
    .join('\n\n');
}

export function brandedEmailHtml(email: BrandedEmail): { html: string; inlineImages: EmailInlineImage[] } {
  const color = safeColor(email.primaryColor, SETTINGS_DEFAULTS.templateStyle.primaryColor);
  const logo = logoImage(email.logo);
  const name = escapeHtml(email.companyName);
  const header = logo
    ? `<img src="cid:${EMAIL_LOGO_CID}" alt="${name}" style="max-height:48px;max-width:200px;display:block">`
    : `<span style="font-size:20px;font-weight:bold;color:#ffffff">${name}</span>`;
  const block = (b: EmailBlock): string => {
    if ('paragraph' in b) return `<p style="margin:0 0 16px">${escapeMultiline(b.paragraph)}</p>`;
    if ('facts' in b) {
      const rows = b.facts
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 0;color:#475569">${escapeHtml(label)}</td>` +
            `<td style="padding:6px 0;text-align:right;font-weight:bold;white-space:nowrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #e2e8f0;border-bottom:1px solid #e2e8f0;margin:8px 0 20px">${rows}</table>`;
    }
    if ('button' in b)
      return `<p style="margin:0 0 20px"><a href="${escapeHtml(b.button.url)}" style="display:inline-block;background:${color};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(b.button.label)}</a></p>`;
    return `<p style="margin:0 0 16px;padding:12px 16px;background:#f8fafc;border-left:4px solid ${color}">${escapeMultiline(b.note)}</p>`;
  };
  const html = `<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(email.title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${logo ? '#ffffff' : color};padding:20px 24px;border-bottom:4px solid ${color}">${header}</td></tr>
<tr><td style="padding:24px">
${email.blocks.map(block).join('\n')}
</td></tr>
<tr><td style="padding:12px 24px;background:#f8fafc;color:#64748b;font-size:12px">${name}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { html, inlineImages: logo ? [logo] : [] };
}
