/**
 * buildQuoteEmail: the e-mail that carries a quote, as a branded HTML part (company colour and logo,
 * quote number, total, valid-until date, a note that the PDF is attached) and a plain-text part with
 * the same content. Pure: no I/O. A personal message replaces the standard greeting and closing; the
 * sender (when a colleague sent it) and the company sign every mail.
 */
import { formatDate, formatEuro, type Cents } from '@offerteflow/domain';
import {
  brandedEmailHtml,
  EMAIL_LOGO_CID,
  safeLink,
  type EmailBlock,
  type EmailInlineImage,
} from './email-layout.js';

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
  /** The colleague who sends it: the mail is signed with their name above the company's. */
  senderName?: string | null;
}

export type QuoteEmailInlineImage = EmailInlineImage;

export interface QuoteEmail {
  subject: string;
  text: string;
  html: string;
  /** The logo as an inline image (`cid:`), when the company has one. */
  inlineImages: QuoteEmailInlineImage[];
}

export const QUOTE_EMAIL_LOGO_CID = EMAIL_LOGO_CID;

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

/** The signature under the mail: the sender's name (when a colleague sent it) and the company. */
const signature = (input: QuoteEmailInput) =>
  [input.senderName?.trim(), input.companyName].filter(Boolean).join('\n');

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
  const link = safeLink(input.link);
  // A personal message replaces the standard closing; the sender still signs it.
  const ending = message ? [signature(input)] : [`${t.closing}\n${signature(input)}`];

  const text = [
    ...opening,
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(link ? [`${t.linkIntro}\n${link}`] : []),
    `${t.attachment}\n${t.questions}`,
    ...ending,
  ].join('\n\n');

  const blocks: EmailBlock[] = [
    ...opening.map((paragraph) => ({ paragraph })),
    { facts },
    ...(link ? [{ paragraph: t.linkIntro }, { button: { label: t.linkButton, url: link } }] : []),
    { note: `\u{1F4CE} ${t.attachment}` },
    { paragraph: t.questions },
    ...ending.map((paragraph) => ({ paragraph })),
  ];
  const { html, inlineImages } = brandedEmailHtml({
    title: `Offerte ${input.quoteNumber}`,
    companyName: input.companyName,
    primaryColor: input.primaryColor,
    logo: input.logo,
    blocks,
  });

  return {
    subject: input.reminder
      ? t.reminderSubject(input.quoteNumber, input.companyName)
      : `Offerte ${input.quoteNumber} van ${input.companyName}`,
    text,
    html,
    inlineImages,
  };
}
