/**
 * Account contracts: password change, active sessions, password reset by e-mail and the
 * billing plan. The new-password rules are the register rules of SPEC §5.
 */
import { z } from 'zod';
import { envelope } from './api.js';
import { isoTimestamp, requiredSecret } from './fields.js';
import { emailField, newPasswordField, subscriptionTypeSchema } from './auth.js';
import { SUBSCRIPTION_TYPES } from './constants.js';
import { MSG } from './messages.js';

export const ACCOUNT_MSG = {
  currentPasswordRequired: 'Huidig wachtwoord is verplicht',
  currentPasswordWrong: 'Het huidige wachtwoord is onjuist',
  samePassword: 'Het nieuwe wachtwoord moet verschillen van het huidige',
  resetTokenRequired: 'De herstellink is ongeldig',
  resetTokenInvalid: 'Deze herstellink is ongeldig of verlopen. Vraag een nieuwe link aan.',
} as const;

export const ACCOUNT_TEXT = {
  passwordChanged: 'Wachtwoord gewijzigd. Andere sessies zijn uitgelogd.',
  passwordChangeFailed: 'Fout bij wijzigen wachtwoord',
  sessionRevoked: 'Sessie beëindigd',
  otherSessionsRevoked: 'Alle andere sessies zijn uitgelogd',
  sessionRevokeFailed: 'Fout bij beëindigen sessie',
  forgotSent:
    'Als er een account met dit e-mailadres bestaat, ontvangt u binnen enkele minuten een e-mail met een link om uw wachtwoord te herstellen.',
  resetDone: 'Uw wachtwoord is gewijzigd. U kunt nu inloggen met uw nieuwe wachtwoord.',
  resetMailSubject: 'Wachtwoord herstellen voor Offerteflow',
  planSaved: 'Abonnement gewijzigd',
  planSaveFailed: 'Fout bij wijzigen abonnement',
} as const;

/** A reset link is valid for one hour and can be used once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** Forgot-password requests allowed per IP + e-mail per window (per IP alone: 10x). */
export const FORGOT_PASSWORD_LIMIT = 3;
export const FORGOT_PASSWORD_WINDOW_SECONDS = 15 * 60;

const confirmField = requiredSecret(MSG.passwordConfirmRequired);

/** POST /api/users/password. */
export const changePasswordRequestSchema = z.object({
  currentPassword: requiredSecret(ACCOUNT_MSG.currentPasswordRequired).max(200, { error: MSG.tooLong }),
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ newPasswordConfirm: confirmField })
  .refine((v) => v.newPassword === v.newPasswordConfirm, {
    error: MSG.passwordMismatch,
    path: ['newPasswordConfirm'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** POST /api/auth/forgot-password. */
export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/auth/reset-password. */
export const resetPasswordRequestSchema = z.object({
  token: requiredSecret(ACCOUNT_MSG.resetTokenRequired).max(200),
  password: newPasswordField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, passwordConfirm: confirmField })
  .refine((v) => v.password === v.passwordConfirm, {
    error: MSG.passwordMismatch,
    path: ['passwordConfirm'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** GET /api/auth/sessions: one row per active login. */
export const activeSessionSchema = z.object({
  id: z.string().uuid(),
  /** Human description from the user agent, e.g. 'Chrome op Windows'. */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: isoTimestamp,
  lastUsedAt: isoTimestamp,
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const activeSessionsResponseSchema = envelope(z.array(activeSessionSchema));

/** PUT /api/billing/subscription. */
export const subscriptionRequestSchema = z.object({ subscriptionType: subscriptionTypeSchema });
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

/** GET /api/billing: the plan and, for per_quote, this month's usage. Amounts in euros. */
export const billingInfoSchema = z.object({
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  monthlyPriceEuro: z.number(),
  perQuotePriceEuro: z.number(),
  /** First and last day (YYYY-MM-DD) of the current calendar month, Europe/Amsterdam. */
  periodStart: z.string(),
  periodEnd: z.string(),
  quotesThisMonth: z.number().int().min(0),
  /** What this month costs so far: 29 for monthly, quotes × 10 for per_quote. */
  amountDueEuro: z.number(),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;
export const billingInfoResponseSchema = envelope(billingInfoSchema);

/** The acknowledgements of the account endpoints (POST /api/users/password, DELETE /api/users/account, …). */
const ack = <T extends z.ZodRawShape>(shape: T) => envelope(z.object(shape));
export const changePasswordResponseSchema = ack({ changed: z.literal(true) });
/** `removed`: 'user' when only the caller's own user went (a colleague stays admin), 'company' for the last admin. */
export const deleteAccountResponseSchema = ack({
  deleted: z.literal(true),
  removed: z.enum(['user', 'company']),
});
/** DELETE /api/auth/sessions (all but the current one) and DELETE /api/auth/sessions/:id (one). */
export const revokeSessionsResponseSchema = ack({ revoked: z.number().int().min(0) });
export const forgotPasswordResponseSchema = ack({ accepted: z.literal(true) });
export const resetPasswordResponseSchema = ack({ reset: z.literal(true) });
