import { z } from 'zod';

/**
 * Two-factor sign-in with a TOTP authenticator (setting platform.enableTwoFactorAuth): enrolment in the
 * Profile tab under /api/v1/users/me/two-factor, and the code step of the sign-in, POST /auth/login/two-factor.
 */

export const TWO_FACTOR = {
  /** Digits of an authenticator code. */
  codeDigits: 6,
  recoveryCodeCount: 10,
  /** A sign-in challenge lasts 5 minutes and admits 5 wrong codes. */
  challengeLifetimeMs: 5 * 60_000,
  challengeMaxWrongCodes: 5,
} as const;

export const TWO_FACTOR_TEXTS = {
  heading: 'Two-factor authentication',
  setUp: 'Set up two-factor authentication',
  codeRequired: 'Enter the code from your authenticator app to finish signing in.',
  codeLabel: 'Authentication code',
  recoveryCodeLabel: 'Recovery code',
  useRecoveryCode: 'Use a recovery code',
  useAuthenticator: 'Use your authenticator app',
  verify: 'Verify',
  verifying: 'Verifying...',
  enterCode: 'Please enter the 6-digit code from your authenticator app',
  enterRecoveryCode: 'Please enter one of your recovery codes',
  invalidCode: 'Invalid authentication code',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  notAvailable: 'Two-factor authentication is turned off for this platform.',
  alreadyEnabled: 'Two-factor authentication is already on. Turn it off before setting it up again.',
  notSetUp: 'Start the set-up first to get a new secret.',
  notEnabled: 'Two-factor authentication is not on for your account.',
  enabled: 'Two-factor authentication is now on.',
  disabled: 'Two-factor authentication has been turned off.',
  setupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  wrongPassword: 'Your password is incorrect',
  proofRequired: 'Enter your password or an authentication code',
  loadFailed: 'Failed to load two-factor status',
} as const;

export const TWO_FACTOR_ERROR_CODES = {
  invalidCode: 'INVALID_TWO_FACTOR_CODE',
  challengeExpired: 'TWO_FACTOR_CHALLENGE_EXPIRED',
  notAvailable: 'TWO_FACTOR_NOT_AVAILABLE',
  alreadyEnabled: 'TWO_FACTOR_ALREADY_ENABLED',
  notSetUp: 'TWO_FACTOR_NOT_SET_UP',
  notEnabled: 'TWO_FACTOR_NOT_ENABLED',
  wrongPassword: 'INVALID_PASSWORD',
} as const;

/** Spaces and dashes are typing aids; recovery codes are stored lower-case. */
export const normalizeOneTimeCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** A 6-digit authenticator code; spaces in it ("123 456") are ignored. */
export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_TEXTS.enterCode })
  .transform(normalizeOneTimeCode)
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_TEXTS.enterCode));

/** An authenticator code or a recovery code, as the sign-in and turning 2FA off accept. */
export const oneTimeCodeSchema = z
  .string({ error: TWO_FACTOR_TEXTS.enterCode })
  .transform(normalizeOneTimeCode)
  .pipe(z.string().min(TWO_FACTOR.codeDigits, TWO_FACTOR_TEXTS.enterCode).max(64).regex(/^[a-z0-9]+$/, TWO_FACTOR_TEXTS.invalidCode));

/** GET /api/v1/users/me/two-factor. `available` mirrors the platform setting. */
export const twoFactorStatusSchema = z.object({
  success: z.literal(true),
  available: z.boolean(),
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/v1/users/me/two-factor/setup: the new secret, not yet in force. */
export const twoFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, an image/svg+xml data URL made on the server. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /api/v1/users/me/two-factor/enable. */
export const enableTwoFactorRequestSchema = z.object({ code: totpCodeSchema });
export type EnableTwoFactorRequest = z.input<typeof enableTwoFactorRequestSchema>;

export const enableTwoFactorResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Shown once; the server keeps only their hashes. */
  recoveryCodes: z.array(z.string()),
});
export type EnableTwoFactorResponse = z.infer<typeof enableTwoFactorResponseSchema>;

/** POST /api/v1/users/me/two-factor/disable: the account password, or an authenticator or recovery code. */
export const disableTwoFactorRequestSchema = z
  .object({
    password: z.string().min(1).max(1024).optional(),
    code: oneTimeCodeSchema.optional(),
  })
  .strict()
  .refine((body) => body.password !== undefined || body.code !== undefined, {
    message: TWO_FACTOR_TEXTS.proofRequired,
    path: ['password'],
  });
export type DisableTwoFactorRequest = z.input<typeof disableTwoFactorRequestSchema>;

/** The answer of POST /auth/login when an authenticator code must follow: no tokens, no session yet. */
export const twoFactorChallengeResponseSchema = z.object({
  success: z.literal(true),
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
  message: z.string(),
});
export type TwoFactorChallengeResponse = z.infer<typeof twoFactorChallengeResponseSchema>;

/** POST /auth/login/two-factor: the challenge of the password step and a code. */
export const twoFactorLoginRequestSchema = z.object({
  challengeToken: z.string().min(1).max(200),
  code: oneTimeCodeSchema,
});
export type TwoFactorLoginRequest = z.input<typeof twoFactorLoginRequestSchema>;
