import { describe, expect, it } from 'vitest';
import { loginResponseSchema } from './auth';
import { disableTwoFactorRequestSchema, normalizeOneTimeCode, oneTimeCodeSchema, totpCodeSchema } from './two-factor';

describe('two-factor schemas', () => {
  it('reads an authenticator code with spaces, and refuses anything but 6 digits', () => {
    expect(totpCodeSchema.parse(' 123 456 ')).toBe('123456');
    for (const bad of ['12345', '1234567', '12a456', '']) expect(totpCodeSchema.safeParse(bad).success).toBe(false);
  });

  it('reads a recovery code in any letter case, with or without dashes', () => {
    expect(normalizeOneTimeCode('ABCD-efgh 2345-67AB')).toBe('abcdefgh234567ab');
    expect(oneTimeCodeSchema.parse('ABCD-EFGH-2345-67AB')).toBe('abcdefgh234567ab');
    expect(oneTimeCodeSchema.safeParse('abc!defgh').success).toBe(false);
  });

  it('turning 2FA off needs a password or a code', () => {
    expect(disableTwoFactorRequestSchema.safeParse({}).success).toBe(false);
    expect(disableTwoFactorRequestSchema.parse({ password: 'x' })).toEqual({ password: 'x' });
    expect(disableTwoFactorRequestSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
  });

  it('a login answer is a session, or a challenge with its token', () => {
    expect(loginResponseSchema.safeParse({ success: true, twoFactorRequired: true, challengeToken: 'c', message: 'm' }).success).toBe(true);
    expect(loginResponseSchema.safeParse({ success: true, twoFactorRequired: true, message: 'm' }).success).toBe(false);
  });
});
