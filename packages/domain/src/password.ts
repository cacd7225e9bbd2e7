import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SYMBOLS } from './constants';
import { TEXTS } from './texts';

const symbolClass = PASSWORD_SYMBOLS.replace(/[.*?$]/g, '\\$&');
/** Spec 5: a lowercase, an uppercase, a digit and a symbol of @$!%*?&., and only those characters. */
const COMPLEXITY = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[${symbolClass}])[A-Za-z\\d${symbolClass}]+$`,
);

export function meetsPasswordRules(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    COMPLEXITY.test(password)
  );
}

/** A new password: spec 5's complexity rule, up to 128 characters. */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`)
  .refine(meetsPasswordRules, TEXTS.passwordComplexity);
