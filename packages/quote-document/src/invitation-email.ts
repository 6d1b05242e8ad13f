/**
 * buildInvitationEmail: the mail that invites a colleague into a company's team, branded like the quote
 * mail (company colour and logo) with a button to the invitation page. Pure: no I/O.
 */
import { TEAM_TEXT, USER_ROLE_LABELS, type UserRole } from '@offerteflow/contracts';
import {
  brandedEmailHtml,
  emailText,
  safeLink,
  type EmailBlock,
  type EmailInlineImage,
} from './email-layout.js';

export interface InvitationEmailInput {
  companyName: string;
  /** Name of the admin who invites. */
  inviterName: string;
  role: UserRole;
  /** The invitation page: {APP_URL}/uitnodiging/{token}. */
  link: string;
  primaryColor?: string | null;
  logo?: string | null;
}

export interface InvitationEmail {
  subject: string;
  text: string;
  html: string;
  inlineImages: EmailInlineImage[];
}

export function buildInvitationEmail(input: InvitationEmailInput): InvitationEmail {
  const t = TEAM_TEXT;
  const link = safeLink(input.link);
  if (!link) throw new Error('invitation link must be an http(s) URL');
  const blocks: EmailBlock[] = [
    { paragraph: 'Hallo,' },
    { paragraph: t.mailIntro(input.inviterName, input.companyName) },
    { paragraph: t.mailRole(USER_ROLE_LABELS[input.role]) },
    { button: { label: t.mailButton, url: link } },
    { note: t.mailValidity },
    { paragraph: `Met vriendelijke groet,\n${input.inviterName}\n${input.companyName}` },
  ];
  const { html, inlineImages } = brandedEmailHtml({
    title: t.mailButton,
    companyName: input.companyName,
    primaryColor: input.primaryColor,
    logo: input.logo,
    blocks,
  });
  return {
    subject: t.mailSubject(input.inviterName, input.companyName),
    text: emailText(blocks),
    html,
    inlineImages,
  };
}
