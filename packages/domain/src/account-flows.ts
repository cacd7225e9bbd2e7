import { z } from 'zod';
import type { PlatformStatus } from './account-texts';
import { PASSWORD_COMPLEXITY_LEVELS } from './constants';

/**
 * Account flows driven by the system settings (issue 7): maintenance, registration, email verification,
 * password complexity and temporary passwords. The texts and codes are zod-free in account-texts.ts, so the
 * public pages' maintenance banner can use them without loading zod.
 */
export { ACCOUNT_CODES, ACCOUNT_TEXTS, type PlatformStatus } from './account-texts';

/** GET /api/v1/platform/status: the settings a visitor's browser needs before anyone signs in. */
export const platformStatusSchema = z.object({
  maintenanceMode: z.boolean(),
  allowNewRegistrations: z.boolean(),
  requireEmailVerification: z.boolean(),
  enableTwoFactorAuth: z.boolean(),
  passwordComplexity: z.enum(PASSWORD_COMPLEXITY_LEVELS),
}) satisfies z.ZodType<PlatformStatus>;

/** POST /auth/verify-email: the token of the link in the verification mail. */
export const verifyEmailRequestSchema = z.object({
  token: z.string().trim().min(1, 'Verification token is required').max(200),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
