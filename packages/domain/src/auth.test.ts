import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  loginRequestSchema,
  refreshRequestSchema,
  registrationFormError,
  registrationPayloadSchema,
  resetFormError,
  resetPasswordRequestSchema,
  type RegistrationForm,
} from './auth';
import { TEXTS } from './texts';

const GOOD = 'Tr4ding@Desk';

const form = (overrides: Partial<RegistrationForm> = {}): RegistrationForm => ({
  firstName: 'Amira',
  lastName: 'Haddad',
  email: 'amira@example.com',
  companyName: '',
  phoneNumber: '',
  password: GOOD,
  confirmPassword: GOOD,
  acceptTerms: true,
  ...overrides,
});

describe('registrationFormError (spec 5 order)', () => {
  it('is null for a complete, valid form', () => {
    expect(registrationFormError(form())).toBeNull();
    expect(registrationFormError(form({ companyName: 'Gulf Bullion', phoneNumber: '+968 2400 0000' }))).toBeNull();
  });

  it('reports a mismatch first, even when the password is weak and the terms are not accepted', () => {
    expect(registrationFormError(form({ password: 'weak', confirmPassword: 'weaker', acceptTerms: false }))).toBe(TEXTS.passwordsDoNotMatch);
    expect(registrationFormError(form({ confirmPassword: `${GOOD}x` }))).toBe(TEXTS.passwordsDoNotMatch);
    expect(TEXTS.passwordsDoNotMatch).toBe('Passwords do not match');
  });

  it('reports complexity second, before the terms', () => {
    expect(registrationFormError(form({ password: 'weakpass', confirmPassword: 'weakpass', acceptTerms: false }))).toBe(TEXTS.passwordComplexity);
    expect(registrationFormError(form({ password: 'Has#Hash1', confirmPassword: 'Has#Hash1' }))).toBe(TEXTS.passwordComplexity);
  });

  it('reports the terms third', () => {
    expect(registrationFormError(form({ acceptTerms: false }))).toBe(TEXTS.acceptTerms);
    expect(TEXTS.acceptTerms).toBe('Please accept the Terms of Service and Privacy Policy');
  });

  it('then reports the required fields and the email', () => {
    expect(registrationFormError(form({ acceptTerms: false, firstName: '' }))).toBe(TEXTS.acceptTerms);
    expect(registrationFormError(form({ firstName: '  ' }))).toBe('First name is required');
    expect(registrationFormError(form({ lastName: '' }))).toBe('Last name is required');
    expect(registrationFormError(form({ email: 'not-an-email' }))).toBe('Please enter a valid email address');
  });

  it('reports a mismatch whenever the two passwords differ (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (password, confirmPassword, acceptTerms) => {
        fc.pre(password !== confirmPassword);
        expect(registrationFormError(form({ password, confirmPassword, acceptTerms }))).toBe(TEXTS.passwordsDoNotMatch);
      }),
    );
  });
});

describe('resetFormError (forgot-password reset step)', () => {
  const reset = (overrides: Partial<{ token: string; newPassword: string; confirmPassword: string }> = {}) => ({
    token: 'reset-token',
    newPassword: GOOD,
    confirmPassword: GOOD,
    ...overrides,
  });

  it('is null for a token and two matching valid passwords', () => {
    expect(resetFormError(reset())).toBeNull();
  });

  it('asks for the token first', () => {
    expect(resetFormError(reset({ token: '   ', newPassword: 'a', confirmPassword: 'b' }))).toBe('Reset token is required');
  });

  it('then reports a mismatch, before the length', () => {
    expect(resetFormError(reset({ newPassword: 'short', confirmPassword: 'other' }))).toBe(TEXTS.passwordsDoNotMatch);
  });

  it('then reports a password under 8 characters with the length message of spec 8', () => {
    expect(resetFormError(reset({ newPassword: 'Aa1@bcd', confirmPassword: 'Aa1@bcd' }))).toBe(TEXTS.passwordTooShort);
    expect(TEXTS.passwordTooShort).toBe('Password must be at least 8 characters long');
  });

  it('then the full complexity rule for 8 characters and more', () => {
    expect(resetFormError(reset({ newPassword: 'longenough', confirmPassword: 'longenough' }))).toBe(TEXTS.passwordComplexity);
    expect(resetFormError(reset({ newPassword: 'Aa1@bcde', confirmPassword: 'Aa1@bcde' }))).toBeNull();
  });
});

describe('request schemas', () => {
  it('registration trims and lowercases the email and drops blank optional fields', () => {
    const parsed = registrationPayloadSchema.parse({
      email: '  Amira@Example.COM ',
      password: GOOD,
      firstName: ' Amira ',
      lastName: 'Haddad',
      companyName: '   ',
      phoneNumber: '',
      acceptTerms: true,
    });
    expect(parsed).toEqual({
      email: 'amira@example.com',
      password: GOOD,
      firstName: 'Amira',
      lastName: 'Haddad',
      companyName: undefined,
      phoneNumber: undefined,
      acceptTerms: true,
      accountType: 'trader',
      language: 'en',
    });
  });

  it('registration refuses an overlong password and overlong names; the complexity level is the server\'s to apply', () => {
    const base = { email: 'a@example.com', password: GOOD, firstName: 'A', lastName: 'B', acceptTerms: true };
    expect(registrationPayloadSchema.safeParse({ ...base, password: 'x'.repeat(129) }).success).toBe(false);
    expect(registrationPayloadSchema.safeParse({ ...base, password: 'weak' }).success).toBe(true);
    expect(registrationPayloadSchema.safeParse({ ...base, firstName: 'x'.repeat(101) }).success).toBe(false);
    expect(registrationPayloadSchema.safeParse(base).success).toBe(true);
  });

  it('registration needs the terms accepted, and opens a trading or a selling account, never an administrator\'s', () => {
    const base = { email: 'a@example.com', password: GOOD, firstName: 'A', lastName: 'B' };
    expect(registrationPayloadSchema.safeParse(base).success).toBe(false);
    expect(registrationPayloadSchema.safeParse({ ...base, acceptTerms: false }).success).toBe(false);
    expect(registrationPayloadSchema.parse({ ...base, acceptTerms: true, accountType: 'seller' }).accountType).toBe('seller');
    expect(registrationPayloadSchema.safeParse({ ...base, acceptTerms: true, accountType: 'admin' }).success).toBe(false);
  });

  it('sign-in needs an email and a non-empty password, but not a complex one', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ email: 'a@example.com', password: '' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: 'a', password: 'x' }).success).toBe(false);
  });

  it('reset needs the email, the code and a new password of at most 128 characters (the server applies the level)', () => {
    expect(resetPasswordRequestSchema.safeParse({ email: 'a@example.com', confirmationCode: 'c', newPassword: GOOD }).success).toBe(true);
    expect(resetPasswordRequestSchema.safeParse({ email: 'a@example.com', confirmationCode: ' ', newPassword: GOOD }).success).toBe(false);
    expect(resetPasswordRequestSchema.safeParse({ email: 'a@example.com', confirmationCode: 'c', newPassword: 'x'.repeat(129) }).success).toBe(false);
  });

  it('refresh takes an optional token', () => {
    expect(refreshRequestSchema.safeParse(undefined).success).toBe(true);
    expect(refreshRequestSchema.safeParse({}).success).toBe(true);
    expect(refreshRequestSchema.safeParse({ refreshToken: 'abc' }).success).toBe(true);
    expect(refreshRequestSchema.safeParse({ refreshToken: '' }).success).toBe(false);
  });
});
