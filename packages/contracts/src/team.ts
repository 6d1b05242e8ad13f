/**
 * Team contracts: the colleagues of a company, their roles, and invitations by e-mail. Routes:
 * /api/team (admins only) and the public /api/public/invitations/:token that a colleague opens from
 * the mail (docs/account-and-settings.md, Team).
 */
import { z } from 'zod';
import { envelope } from './api.js';
import { emailField, newPasswordField, USER_ROLES } from './auth.js';
import { isoTimestamp, requiredName, requiredSecret, singleLine } from './fields.js';
import { MSG } from './messages.js';

/** An invitation link works this long, once. */
export const INVITATION_TTL_DAYS = 7;
/** Invitation mails (new and sent again) a company may send per hour. */
export const INVITATION_MAILS_PER_HOUR = 20;

/** Requests to the public invitation routes (view, accept) per IP per window. */
export const INVITATION_PAGE_THROTTLE = { perIp: 100, windowSeconds: 15 * 60 } as const;

/** Who did something when that user's account was deleted since (quotes keep their author). */
export const FORMER_COLLEAGUE = 'Voormalig collega';

/** Dutch messages of the team rules (the API's error messages and the forms' validation). */
export const TEAM_MSG = {
  roleInvalid: 'Kies een geldige rol',
  firstNameRequired: 'Voornaam is verplicht',
  lastAdmin:
    'Er moet altijd minstens één beheerder zijn. Maak eerst een andere collega beheerder voordat u dit doet.',
  emailInOtherCompany:
    'Dit e-mailadres hoort al bij een account van een ander bedrijf. Een e-mailadres kan maar bij één bedrijf horen; vraag uw collega om een ander e-mailadres.',
  alreadyColleague: 'Dit e-mailadres hoort al bij een collega in uw team.',
  alreadyInvited:
    'Er staat al een uitnodiging open voor dit e-mailadres. Verstuur die opnieuw of trek hem eerst in.',
  invitationInvalid:
    'Deze uitnodiging is ongeldig, verlopen of al gebruikt. Vraag uw collega om een nieuwe uitnodiging.',
  invitationTokenRequired: 'De uitnodigingslink is ongeldig',
  selfDeactivate: 'U kunt uzelf niet deactiveren. Gebruik daarvoor Account verwijderen onder Beveiliging.',
  mailFailed: 'De uitnodiging kon niet worden verzonden. Probeer het later opnieuw.',
  mailLimit: 'U heeft het maximum aantal uitnodigingen voor nu bereikt, probeer het over een uur opnieuw.',
  accountDeactivated:
    'Uw account is gedeactiveerd. Neem contact op met een beheerder van uw bedrijf om weer toegang te krijgen.',
} as const;

/** Texts of the Team tab, the invitation page and the invitation mail. */
export const TEAM_TEXT = {
  invitationSent: 'Uitnodiging verstuurd',
  invitationResent: 'Uitnodiging opnieuw verstuurd',
  invitationWithdrawn: 'Uitnodiging ingetrokken',
  invitationFailed: 'Fout bij versturen uitnodiging',
  roleChanged: 'Rol gewijzigd',
  memberDeactivated: 'Collega gedeactiveerd',
  memberReactivated: 'Collega weer geactiveerd',
  teamActionFailed: 'Fout bij wijzigen team',
  mailSubject: (inviter: string, company: string) => `${inviter} nodigt u uit voor ${company} in Offerteflow`,
  mailIntro: (inviter: string, company: string) =>
    `${inviter} nodigt u uit om met ${company} offertes te maken in Offerteflow.`,
  mailRole: (role: string) => `U krijgt de rol ${role}.`,
  mailButton: 'Uitnodiging accepteren',
  mailValidity: `De link is ${INVITATION_TTL_DAYS} dagen geldig en werkt één keer. Verwacht u deze uitnodiging niet? Dan kunt u deze e-mail negeren.`,
} as const;

export const userRoleSchema = z.enum(USER_ROLES, { error: TEAM_MSG.roleInvalid });

/** One colleague in GET /api/team. */
export const teamMemberSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  role: userRoleSchema,
  /** False once an admin deactivated the colleague: no login, sessions ended, quotes kept. */
  active: z.boolean(),
  createdAt: isoTimestamp,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberResponseSchema = envelope(teamMemberSchema);
export const teamMemberListResponseSchema = envelope(z.array(teamMemberSchema));

/** PUT /api/team/members/:id/role. */
export const memberRoleUpdateSchema = z.object({ role: userRoleSchema });
export type MemberRoleUpdate = z.infer<typeof memberRoleUpdateSchema>;

/** POST /api/team/invitations. */
export const invitationCreateSchema = z.object({
  email: emailField,
  role: userRoleSchema.default('medewerker'),
});
export type InvitationCreateInput = z.input<typeof invitationCreateSchema>;
export type InvitationCreateData = z.output<typeof invitationCreateSchema>;

/** A pending invitation as the Team tab lists it (never its token). */
export const invitationSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  role: userRoleSchema,
  /** Name of the admin who invited; null once that account is gone. */
  invitedBy: z.string().nullable(),
  createdAt: isoTimestamp,
  /** When the mail was last sent (invite or 'Opnieuw versturen'). */
  sentAt: isoTimestamp,
  expiresAt: isoTimestamp,
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationResponseSchema = envelope(invitationSchema);
export const invitationListResponseSchema = envelope(z.array(invitationSchema));

/** GET /api/public/invitations/:token: what the invitation page shows before the colleague accepts. */
export const publicInvitationSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  role: userRoleSchema,
  invitedBy: z.string().nullable(),
  expiresAt: isoTimestamp,
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;
export const publicInvitationResponseSchema = envelope(publicInvitationSchema);

/** A last name: one line (line breaks become a space, like every name), trimmed. */
const nameField = z
  .string({ error: MSG.invalidValue })
  .overwrite(singleLine)
  .trim()
  .max(100, { error: MSG.tooLong });

/** POST /api/public/invitations/:token/accept: the colleague's name and password; answers like login. */
export const invitationAcceptSchema = z.object({
  firstName: requiredName(TEAM_MSG.firstNameRequired).max(100, { error: MSG.tooLong }),
  lastName: nameField.default(''),
  password: newPasswordField,
});
export type InvitationAcceptInput = z.input<typeof invitationAcceptSchema>;
export type InvitationAcceptData = z.output<typeof invitationAcceptSchema>;

/** The invitation page's form: the request plus a confirmation that must equal the password. */
export const invitationAcceptFormSchema = invitationAcceptSchema
  .extend({ lastName: nameField, passwordConfirm: requiredSecret(MSG.passwordConfirmRequired) })
  .refine((v) => v.password === v.passwordConfirm, {
    error: MSG.passwordMismatch,
    path: ['passwordConfirm'],
  });
export type InvitationAcceptForm = z.infer<typeof invitationAcceptFormSchema>;
