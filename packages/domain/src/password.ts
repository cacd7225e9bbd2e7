import { z } from 'zod';
import { type PASSWORD_COMPLEXITY_LEVELS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SYMBOLS } from './constants';
import { TEXTS } from './texts';

/** The passwordComplexity setting (spec 3 security, spec 5): low, medium or high. */
export type PasswordComplexity = (typeof PASSWORD_COMPLEXITY_LEVELS)[number];

const symbolClass = PASSWORD_SYMBOLS.replace(/[.*?$]/g, '\\$&');
/**
 * Spec 5's classes: a lowercase and an uppercase letter (of any script that has case), a digit and a symbol of
 * @$!%*?&. Other characters are welcome too (spaces, #, -, Arabic or accented letters: passphrases), as long as
 * they are printable.
 */
const HIGH = new RegExp(`^(?=.*\\p{Ll})(?=.*\\p{Lu})(?=.*\\p{Nd})(?=.*[${symbolClass}])`, 'u');
const HAS_DIGIT = /\p{Nd}/u;
/** Control, format, private-use and unassigned characters, and lone surrogates: nothing a person can type or see. */
const UNPRINTABLE = /\p{C}/u;

export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;

export interface PasswordRule {
  /** Whether a password of 8 to 128 characters meets the level. */
  test(password: string): boolean;
  /** The error when it does not. */
  message: string;
  /** The rule in plain words, under a new-password field. */
  hint: string;
}

/**
 * Spec 5's complexity levels, one definition for every form and route that takes a new password. 'high'
 * (the default of spec 9) is the registration rule of spec 5 with the complexity message of spec 8;
 * low and medium accept any characters.
 */
export const PASSWORD_RULES: Record<PasswordComplexity, PasswordRule> = {
  low: {
    test: () => true,
    message: TEXTS.passwordTooShort,
    hint: '8+ characters',
  },
  medium: {
    test: (password) => HAS_DIGIT.test(password),
    message: 'Password must be at least 8 characters long and contain a number',
    hint: '8+ characters with at least one number',
  },
  high: {
    test: (password) => HIGH.test(password),
    message: TEXTS.passwordComplexity,
    hint: '8+ characters with upper- and lowercase letters, a number and a symbol (@$!%*?&.)',
  },
};

/** The first thing wrong with a new password at a level, or null when it is acceptable. */
export function passwordProblem(password: string, level: PasswordComplexity = 'high'): string | null {
  const rule = PASSWORD_RULES[level];
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (password.length < PASSWORD_MIN_LENGTH) return rule.message;
  return rule.test(password) && !UNPRINTABLE.test(password) ? null : rule.message;
}

export function meetsPasswordRules(password: string, level: PasswordComplexity = 'high'): boolean {
  return passwordProblem(password, level) === null;
}

/** A new password at a complexity level (up to 128 characters). */
export const newPasswordSchemaFor = (level: PasswordComplexity) =>
  z.string().superRefine((password, ctx) => {
    const problem = passwordProblem(password, level);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A new password under spec 5's registration rule, the 'high' level. */
export const newPasswordSchema = newPasswordSchemaFor('high');

/**
 * A new password as a request carries it: only its size is checked here, because the level comes from the
 * system settings; the server then applies the level's rule (apps/api modules/auth/password-policy.ts).
 */
export const newPasswordInputSchema = z.string().max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);
