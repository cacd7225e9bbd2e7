import { z } from 'zod';
import { KYC_STATUSES, PASSWORD_MIN_LENGTH, ROLES, USER_STATUSES } from './constants';
import { newPasswordSchema } from './password';
import { TEXTS } from './texts';

const email = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address').max(254));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const roleSchema = z.enum(ROLES);
export const userStatusSchema = z.enum(USER_STATUSES);
export const kycStatusSchema = z.enum(KYC_STATUSES);

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
});
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

export const profileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema,
});

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Registration payload (spec 3). */
export const registrationPayloadSchema = z.object({
  email,
  password: newPasswordSchema,
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  phoneNumber: optionalText(40),
  companyName: optionalText(200),
});
export type RegistrationPayload = z.input<typeof registrationPayloadSchema>;

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

/** The first failing rule of spec 5, in its order, or null. */
export function registrationFormError(form: RegistrationForm): string | null {
  if (form.password !== form.confirmPassword) return TEXTS.passwordsDoNotMatch;
  const complexity = newPasswordSchema.safeParse(form.password);
  if (!complexity.success) return complexity.error.issues[0]?.message ?? TEXTS.passwordComplexity;
  if (!form.acceptTerms) return TEXTS.acceptTerms;
  const payload = registrationPayloadSchema.safeParse(form);
  if (!payload.success) return payload.error.issues[0]?.message ?? TEXTS.registrationFailed;
  return null;
}

export const forgotPasswordRequestSchema = z.object({ email });

export const resetPasswordRequestSchema = z.object({
  email,
  confirmationCode: z.string().trim().min(1, 'Reset token is required').max(200),
  newPassword: newPasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** The reset step of the forgot-password page (spec 5): match first, then length, then the full rules. */
export function resetFormError(form: { token: string; newPassword: string; confirmPassword: string }): string | null {
  if (!form.token.trim()) return 'Reset token is required';
  if (form.newPassword !== form.confirmPassword) return TEXTS.passwordsDoNotMatch;
  if (form.newPassword.length < PASSWORD_MIN_LENGTH) return TEXTS.passwordTooShort;
  const rules = newPasswordSchema.safeParse(form.newPassword);
  return rules.success ? null : (rules.error.issues[0]?.message ?? TEXTS.passwordComplexity);
}

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(512).optional() }).optional();
