import type { PASSWORD_COMPLEXITY_LEVELS } from './constants';

/** What GET /api/v1/platform/status answers (its schema is platformStatusSchema in account-flows.ts). */
export interface PlatformStatus {
  maintenanceMode: boolean;
  allowNewRegistrations: boolean;
  requireEmailVerification: boolean;
  enableTwoFactorAuth: boolean;
  passwordComplexity: (typeof PASSWORD_COMPLEXITY_LEVELS)[number];
}

/** The `code` of each answer of the settings-driven account flows. */
export const ACCOUNT_CODES = {
  maintenance: 'MAINTENANCE',
  registrationClosed: 'REGISTRATION_CLOSED',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  emailAlreadyVerified: 'EMAIL_ALREADY_VERIFIED',
  verificationInvalid: 'VERIFICATION_INVALID',
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  temporaryPasswordExpired: 'TEMPORARY_PASSWORD_EXPIRED',
} as const;

/** Texts of the settings-driven account flows; the spec leaves them open, these are ours. Zod-free for the public pages. */
export const ACCOUNT_TEXTS = {
  maintenance: 'The platform is under maintenance. Please try again later.',
  registrationClosed: 'New registrations are currently closed. Please contact support.',
  emailNotVerified: 'Please verify your email address before using your portal.',
  verifyHeading: 'Please verify your email address',
  verificationSent: 'A new verification link has been sent to your email address.',
  emailVerified: 'Your email address has been verified.',
  emailAlreadyVerified: 'Your email address is already verified.',
  verificationInvalid: 'This verification link is invalid or has expired. Please request a new one.',
  passwordChangeRequired: 'You must set a new password before you continue.',
  setNewPasswordHeading: 'Set a new password',
  temporaryPasswordExpired: 'Your temporary password has expired. Ask an administrator for a new one.',
} as const;
