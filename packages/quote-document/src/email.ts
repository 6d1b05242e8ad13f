/**
 * buildQuoteEmail: the e-mail that carries a quote, as a branded HTML part (company colour and logo,
 * quote number, total, valid-until date, a note that the PDF is attached) and a plain-text part with
 * the same content. Pure: no I/O. A personal message replaces the standard greeting and closing.
 */
import { SETTINGS_DEFAULTS } from '@offerteflow/contracts';
import { formatDate, formatEuro, type Cents } from '@offerteflow/domain';
import { escapeHtml, escapeMultiline, safeColor, safeLogo } from './escape.js';

export interface QuoteEmailInput {
  quoteNumber: string;
  customerName: string;
  totalInclCents: Cents;
  /** YYYY-MM-DD or null. */
  validUntil: string | null;
  companyName: string;
  primaryColor?: string | null;
  /** A data: URL (PNG/JPEG); sent as an inline attachment referred to by `LOGO_CID`. */
  logo?: string | null;
  /** The sender's own words; when given they replace the standard greeting and closing. */
  message?: string | null;
  /** The quote's public link (/o/:token): a button to view, accept or decline it online. */
  link?: string | null;
  /** A reminder of a quote sent earlier: other subject and opening. */
  reminder?: boolean;
}

/** An inline image for the mailer: its content is the data: URL (nodemailer reads it as `path`). */
export interface QuoteEmailInlineImage {
  filename: string;
  dataUrl: string;
  contentType: string;
  cid: string;
}

export interface QuoteEmail {
  subject: string;
  text: string;
  html: string;
  /** The logo as an inline image (`cid:`), when the company has one. */
  inlineImages: QuoteEmailInlineImage[];
}

export const QUOTE_EMAIL_LOGO_CID = 'logo@offerteflow';

export const QUOTE_EMAIL_TEXT = {
  greeting: (name: string) => `Beste ${name},`,
  intro: 'Hierbij ontvangt u onze offerte.',
  attachment: 'De offerte vindt u als PDF in de bijlage van deze e-mail.',
  questions: 'Heeft u vragen of gaat u akkoord met de offerte? Beantwoord dan deze e-mail.',
  closing: 'Met vriendelijke groet,',
  number: 'Offertenummer',
  total: 'Totaal incl. BTW',
  validUntil: 'Geldig tot en met',
  linkIntro: 'Bekijk de offerte online en geef direct uw akkoord:',
  linkButton: 'Offerte bekijken en akkoord geven',
  reminderIntro: 'Graag herinneren wij u aan onze offerte. Wij horen graag of u akkoord gaat.',
  reminderSubject: (quoteNumber: string, companyName: string) =>
    `Herinnering: offerte ${quoteNumber} van ${companyName}`,
} as const;

/** "{company} via Offerteflow": the display name of the sender. */
export function quoteEmailFromName(companyName: string): string {
  return `${companyName} via Offerteflow`;
}

function logoImage(logo: string | null | undefined): QuoteEmailInlineImage | null {
  const safe = safeLogo(logo);
  const match = safe ? /^data:(image\/(png|jpeg));base64,/.exec(safe) : null;
  if (!safe || !match) return null;
  return {
    filename: `logo.${match[2] === 'jpeg' ? 'jpg' : 'png'}`,
    dataUrl: safe,
    contentType: match[1]!,
    cid: QUOTE_EMAIL_LOGO_CID,
  };
}

export function buildQuoteEmail(input: QuoteEmailInput): QuoteEmail {
  const t = QUOTE_EMAIL_TEXT;
  const message = input.message?.trim() || null;
  const facts: [string, string][] = [
    [t.number, input.quoteNumber],
    [t.total, formatEuro(input.totalInclCents)],
    ...(input.validUntil ? [[t.validUntil, formatDate(input.validUntil)] as [string, string]] : []),
  ];
  const opening = message
    ? [message]
    : [t.greeting(input.customerName), input.reminder ? t.reminderIntro : t.intro];
  const link = input.link && /^https?:\/\//.test(input.link) ? input.link : null;
  const ending = message ? [] : [`${t.closing}\n${input.companyName}`];

  const text = [
    ...opening,
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(link ? [`${t.linkIntro}\n${link}`] : []),
    `${t.attachment}\n${t.questions}`,
    ...ending,
  ].join('\n\n');

  const color = safeColor(input.primaryColor, SETTINGS_DEFAULTS.templateStyle.primaryColor);
  const logo = logoImage(input.logo);
  const name = escapeHtml(input.companyName);
  const header = logo
    ? `<img src="cid:${QUOTE_EMAIL_LOGO_CID}" alt="${name}" style="max-height:48px;max-width:200px;display:block">`
    : `<span style="font-size:20px;font-weight:bold;color:#ffffff">${name}</span>`;
  const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;color:#475569">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;text-align:right;font-weight:bold;white-space:nowrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(`Offerte ${input.quoteNumber}`)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${logo ? '#ffffff' : color};padding:20px 24px;border-bottom:4px solid ${color}">${header}</td></tr>
<tr><td style="padding:24px">
${opening.map((part) => paragraph(escapeMultiline(part))).join('\n')}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #e2e8f0;border-bottom:1px solid #e2e8f0;margin:8px 0 20px">${rows}</table>
${
  link
    ? `${paragraph(escapeHtml(t.linkIntro))}<p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="display:inline-block;background:${color};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(t.linkButton)}</a></p>`
    : ''
}
<p style="margin:0 0 16px;padding:12px 16px;background:#f8fafc;border-left:4px solid ${color}">&#128206; ${escapeHtml(t.attachment)}</p>
${paragraph(escapeHtml(t.questions))}
${ending.map((part) => paragraph(escapeMultiline(part))).join('\n')}
</td></tr>
<tr><td style="padding:12px 24px;background:#f8fafc;color:#64748b;font-size:12px">${name}</td></tr>
</table></td></tr></table>
</body></html>`;

  return {
    subject: input.reminder
      ? t.reminderSubject(input.quoteNumber, input.companyName)
      : `Offerte ${input.quoteNumber} van ${input.companyName}`,
    text,
    html,
    inlineImages: logo ? [logo] : [],
  };
}
