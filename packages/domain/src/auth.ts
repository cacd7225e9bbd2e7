import { z } from 'zod';
import { KYC_STATUSES, PASSWORD_MIN_LENGTH, ROLES, USER_STATUSES } from './constants';
import { INQUIRY_TEXTS } from './inquiry-constants';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { newPasswordInputSchema, passwordProblem, type PasswordComplexity } from './password';
import { text } from './text';
import { TEXTS } from './texts';
import { twoFactorChallengeResponseSchema } from './two-factor';

const email = z.string().trim().toLowerCase().pipe(z.email(INQUIRY_TEXTS.invalidEmail).max(254));
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const roleSchema = z.enum(ROLES);
export const userStatusSchema = z.enum(USER_STATUSES);
export const kycStatusSchema = z.enum(KYC_STATUSES);

/** A language of the site and the mails: 'en' or 'ar'. */
export const languageSchema = z.enum(LANGUAGES, { error: `language must be one of: ${LANGUAGES.join(', ')}` });

/** User as the API returns it (spec 3). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  kycStatus: kycStatusSchema,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  companyName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  country: z.string(),
  /** True while the password is a temporary one an administrator set: it must be replaced before anything else. */
  mustChangePassword: z.boolean(),
  /** True once the user has enrolled a TOTP authenticator. */
  twoFactorEnabled: z.boolean(),
  /** The account's language (issue 17): its portal opens in it and its mails are written in it. */
  language: languageSchema,
}).meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const tokensSchema = z.object({
  accessToken: z.string(),
  idToken: z.string(),
  /** Absent for browser clients, which hold it only in an httpOnly cookie. */
  refreshToken: z.string().optional(),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Login response (spec 3); register, refresh and profile answer with the same envelope. */
export const authResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  tokens: tokensSchema,
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** POST /auth/login: signed in, or (two-factor sign-in) asked for an authenticator code first. */
export const loginResponseSchema = z.union([authResponseSchema, twoFactorChallengeResponseSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const profileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema,
});

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * The version of the Terms of Service and Privacy Policy a registration accepts (the date of the text in force). The
 * server stores it with the time of acceptance; change it whenever the terms change.
 */
export const TERMS_VERSION = '2026-11-01';

/** The accounts a person may open for themselves: trading (buy requests) or selling (listings); never administration. */
export const SELF_SERVICE_ROLES = ['trader', 'seller'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

/** Registration payload (spec 3), with the terms acceptance and the kind of account (a trader's unless it says seller). */
export const registrationPayloadSchema = z.object({
  email,
  /** The complexity level's rule is the server's to apply: it reads the level from the system settings. */
  password: newPasswordInputSchema,
  firstName: text().trim().min(1, 'First name is required').max(100),
  lastName: text().trim().min(1, 'Last name is required').max(100),
  phoneNumber: optionalText(40),
  companyName: optionalText(200),
  /** Must be true: the server records TERMS_VERSION and the time with the account. */
  acceptTerms: z.literal(true, { error: TEXTS.acceptTerms }),
  accountType: z.enum(SELF_SERVICE_ROLES, { error: `accountType must be one of: ${SELF_SERVICE_ROLES.join(', ')}` }).default('trader'),
  /** The language the person registered in (the page's); the account's mails follow it. English when absent. */
  language: languageSchema.default(DEFAULT_LANGUAGE),
});
export type RegistrationPayload = z.input<typeof registrationPayloadSchema>;
/** A registration as the server receives it, validated (accountType filled in). */
export type Registration = z.output<typeof registrationPayloadSchema>;

/** The registration form adds confirmation and terms; spec 5 orders its checks. */
export const registrationFormSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyName: z.string(),
  phoneNumber: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  acceptTerms: z.boolean(),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** The first failing rule of spec 5, in its order, or null; the password rule is that of the complexity level. */
export function registrationFormError(form: RegistrationForm, level: PasswordComplexity = 'high'): string | null {
  if (form.password !== form.confirmPassword) return TEXTS.passwordsDoNotMatch;
  const complexity = passwordProblem(form.password, level);
  if (complexity) return complexity;
  if (!form.acceptTerms) return TEXTS.acceptTerms;
  const payload = registrationPayloadSchema.safeParse(form);
  if (!payload.success) return payload.error.issues[0]?.message ?? TEXTS.registrationFailed;
  return null;
}

export const forgotPasswordRequestSchema = z.object({ email });

const RESET_TOKEN_REQUIRED = 'Reset token is required';

export const resetPasswordRequestSchema = z.object({
  email,
  confirmationCode: z.string().trim().min(1, RESET_TOKEN_REQUIRED).max(200),
  newPassword: newPasswordInputSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** The reset step of the forgot-password page (spec 5): match first, then length, then the level's rule. */
export function resetFormError(
  form: { token: string; newPassword: string; confirmPassword: string },
  level: PasswordComplexity = 'high',
): string | null {
  if (!form.token.trim()) return RESET_TOKEN_REQUIRED;
  if (form.newPassword !== form.confirmPassword) return TEXTS.passwordsDoNotMatch;
  if (form.newPassword.length < PASSWORD_MIN_LENGTH) return TEXTS.passwordTooShort;
  return passwordProblem(form.newPassword, level);
}

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(512).optional() }).optional();
