/** Auth contracts: SPEC §3 (User, Auth response), §5 (Login, Register), §7 (Authentication). */
import { z } from 'zod';
import { envelope } from './api.js';
import { labelKeys, labelTable, requiredName, requiredText, requiredSecret } from './fields.js';
import {
  COMPANY_NAME_MIN,
  PASSWORD_MIN_LOGIN,
  PASSWORD_MIN_REGISTER,
  SUBSCRIPTION_TYPES,
} from './constants.js';
import { MSG } from './messages.js';

/** Deliberately simple pattern: something@something.tld without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = requiredText(MSG.emailRequired)
  .max(254, { error: MSG.tooLong })
  .regex(EMAIL_PATTERN, { error: MSG.emailInvalid });

/** Register rules: min 8, at least one lowercase, one uppercase and one digit. */
export const newPasswordField = requiredSecret(MSG.passwordRequired)
  .min(PASSWORD_MIN_REGISTER, { error: MSG.passwordMinRegister })
  .max(200, { error: MSG.tooLong })
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, { error: MSG.passwordComplexity });

export const companyNameField = requiredName(MSG.companyNameRequired)
  .min(COMPANY_NAME_MIN, { error: MSG.companyNameMin })
  .max(200, { error: MSG.tooLong });

export const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES, { error: MSG.subscriptionTypeInvalid });

export const loginRequestSchema = z.object({
  email: emailField,
  password: requiredSecret(MSG.passwordRequired)
    .min(PASSWORD_MIN_LOGIN, { error: MSG.passwordMinLogin })
    .max(200, { error: MSG.tooLong }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  companyName: companyNameField,
  email: emailField,
  password: newPasswordField,
  subscriptionType: subscriptionTypeSchema.default('monthly'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The register form adds a confirmation that must equal the password (client side only). */
export const registerFormSchema = registerRequestSchema
  .extend({
    passwordConfirm: requiredSecret(MSG.passwordConfirmRequired),
    subscriptionType: subscriptionTypeSchema,
  })
  .refine((v) => v.password === v.passwordConfirm, {
    error: MSG.passwordMismatch,
    path: ['passwordConfirm'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Passwords are never trimmed: the login form validates exactly what the server validates. */
export const loginFormSchema = loginRequestSchema;
export type LoginForm = z.infer<typeof loginFormSchema>;

export const refreshRequestSchema = z.object({
  refreshToken: requiredSecret(MSG.refreshTokenRequired).max(512),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/**
 * The roles of a company's users: an admin may do everything; a medewerker (employee) works with quotes,
 * customers, the catalogue and templates but not with the company's settings, billing, API keys,
 * webhooks or team (docs/account-and-settings.md, Roles).
 */
export const USER_ROLE_LABELS = labelTable({ admin: 'Beheerder', medewerker: 'Medewerker' });
export const USER_ROLES = labelKeys(USER_ROLE_LABELS);
export type UserRole = (typeof USER_ROLES)[number];

export const companySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  subscriptionType: subscriptionTypeSchema,
});
export type Company = z.infer<typeof companySchema>;

export const userSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  company: z.object({ id: z.string().uuid(), name: z.string() }),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = envelope(
  z.object({
    accessToken: z.string(),
    refreshToken: z.string(),
    user: userSchema,
    company: companySchema,
  }),
);
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type AuthData = AuthResponse['data'];

export const refreshResponseSchema = authResponseSchema;
export const verifyResponseSchema = envelope(z.object({ user: userSchema, company: companySchema }));
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

/** POST /api/auth/logout. */
export const logoutResponseSchema = envelope(z.object({ loggedOut: z.literal(true) }));
/** GET /api/users/:id: a user of the caller's company. */
export const userResponseSchema = envelope(userSchema);
