export const AUTH_UI_TEXTS = {
  resendVerificationFailed: 'Failed to send the verification email',
} as const;
