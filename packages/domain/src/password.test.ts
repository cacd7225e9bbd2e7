import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SYMBOLS } from './constants';
import { PASSWORD_RULES, meetsPasswordRules, newPasswordSchema, newPasswordSchemaFor, passwordProblem } from './password';
import { TEXTS } from './texts';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const ALLOWED = LOWER + UPPER + DIGITS + PASSWORD_SYMBOLS;

const charFrom = (set: string) => fc.constantFrom(...set.split(''));
const stringFrom = (set: string, constraints: { minLength?: number; maxLength?: number }) =>
  fc.array(charFrom(set), constraints).map((chars) => chars.join(''));

/** A password that meets every rule: one of each required class, then any allowed characters, shuffled. */
const validPassword = (minLength = PASSWORD_MIN_LENGTH, maxLength = PASSWORD_MAX_LENGTH) =>
  fc
    .tuple(charFrom(LOWER), charFrom(UPPER), charFrom(DIGITS), charFrom(PASSWORD_SYMBOLS), stringFrom(ALLOWED, { minLength: minLength - 4, maxLength: maxLength - 4 }))
    .chain(([l, u, d, s, rest]) => fc.shuffledSubarray([l, u, d, s, ...rest.split('')], { minLength: rest.length + 4 }))
    .map((chars) => chars.join(''));

const complexityMessage = (password: string) => {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the password rule of spec 5', () => {
  it('accepts a password with a lowercase, an uppercase, a digit and a symbol', () => {
    for (const password of ['Tr4ding@Desk', 'aB3$efgh', 'Zz9.Zz9.', 'MIXED!case7', 'abc?DEF1', 'Gold&Fuel2026', 'x*Y1x*Y1', 'Pct%ageA1']) {
      expect(meetsPasswordRules(password), password).toBe(true);
      expect(newPasswordSchema.safeParse(password).success, password).toBe(true);
    }
  });

  it('accepts every symbol of @$!%*?&. as the symbol', () => {
    for (const symbol of PASSWORD_SYMBOLS) expect(meetsPasswordRules(`Abcdef1${symbol}`), symbol).toBe(true);
  });

  it('has its boundaries at 8 and 128 characters', () => {
    const of = (length: number) => `Aa1@${'b'.repeat(length - 4)}`;
    expect(meetsPasswordRules(of(7))).toBe(false);
    expect(meetsPasswordRules(of(8))).toBe(true);
    expect(meetsPasswordRules(of(64))).toBe(true);
    expect(meetsPasswordRules(of(128))).toBe(true);
    expect(meetsPasswordRules(of(129))).toBe(false);
    expect(meetsPasswordRules('')).toBe(false);
  });

  it('refuses a password missing any one class', () => {
    expect(meetsPasswordRules('abcdef1@')).toBe(false); // no uppercase
    expect(meetsPasswordRules('ABCDEF1@')).toBe(false); // no lowercase
    expect(meetsPasswordRules('Abcdefg@')).toBe(false); // no digit
    expect(meetsPasswordRules('Abcdefg1')).toBe(false); // no symbol
  });

  it('accepts any printable character beside the four classes: spaces, #, -, accented and Arabic letters', () => {
    for (const password of ['Choose.A-Str0ng1!', 'Hash#Symbol1@', 'With Space1@', 'Émile-Zoë 2026!', 'ذهب Gold 1oz @Muscat', `Aa1@ ${'كلمة سر طويلة '.repeat(5)}`]) {
      expect(meetsPasswordRules(password), password).toBe(true);
    }
    expect('ذهب Gold 1oz @Muscat'.length).toBeLessThan(64);
    expect(meetsPasswordRules(`Aa1@ ${'كلمة سر طويلة '.repeat(5)}`.slice(0, 70))).toBe(true);
  });

  it('refuses control, format and other unprintable characters anywhere', () => {
    for (const bad of ['\t', '\n', '\r', '\u0000', '\u0007', '\u007f', '\u200b', '\u202e', '\ud800']) {
      expect(meetsPasswordRules(`Abcdef1@${bad}`), JSON.stringify(bad)).toBe(false);
      expect(meetsPasswordRules(`${bad}Abcdef1@`), JSON.stringify(bad)).toBe(false);
      expect(passwordProblem(`goldharbour${bad}`, 'low'), JSON.stringify(bad)).toBe(TEXTS.passwordTooShort);
    }
  });

  it('answers with the complexity message of spec 8, and the length message above 128', () => {
    expect(complexityMessage('short')).toBe(TEXTS.passwordComplexity);
    expect(complexityMessage('Hash#Symbol1')).toBe(TEXTS.passwordComplexity);
    expect(complexityMessage('with space1@')).toBe(TEXTS.passwordComplexity);
    expect(TEXTS.passwordComplexity).toBe(
      'Password must be at least 8 characters long and contain: uppercase letter, lowercase letter, number, and symbol (@$!%*?&.)',
    );
    expect(complexityMessage(`Aa1@${'b'.repeat(125)}`)).toBe('Password must be at most 128 characters long');
    expect(newPasswordSchema.safeParse(12345678).success).toBe(false);
  });

  // A hundred generated passwords per property take about a second alone; a loaded CI machine needs more than 5 s.
  describe('for any input (property)', { timeout: 30_000 }, () => {
    it('accepts every password of 8 to 128 allowed characters that has all four classes', () => {
      fc.assert(
        fc.property(validPassword(), (password) => {
          expect(meetsPasswordRules(password)).toBe(true);
        }),
      );
    });

    it('refuses every string that holds an unprintable character', () => {
      const unprintable = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => /\p{C}/u.test(c));
      fc.assert(
        fc.property(validPassword(8, 120), unprintable, fc.nat(), (password, bad, at) => {
          const index = at % (password.length + 1);
          expect(meetsPasswordRules(password.slice(0, index) + bad + password.slice(index))).toBe(false);
        }),
      );
    });

    it('accepts any printable characters added to a valid password, up to 128', () => {
      const printable = fc.string({ unit: 'grapheme', maxLength: 40 }).filter((c) => !/\p{C}/u.test(c));
      fc.assert(
        fc.property(validPassword(8, 80), printable, (password, extra) => {
          expect(meetsPasswordRules(password + extra)).toBe(password.length + extra.length <= PASSWORD_MAX_LENGTH);
        }),
      );
    });

    it('refuses every string shorter than 8 characters, whatever it holds', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: PASSWORD_MIN_LENGTH - 1 }), (password) => {
          expect(meetsPasswordRules(password)).toBe(false);
        }),
      );
    });

    it('refuses every string longer than 128 characters, whatever it holds', () => {
      fc.assert(
        fc.property(validPassword(129, 300), (password) => {
          expect(meetsPasswordRules(password)).toBe(false);
        }),
        { numRuns: 50 },
      );
    });

    it('refuses every string that lacks one of the four classes', () => {
      const without = (missing: string) => stringFrom(ALLOWED.split('').filter((c) => !missing.includes(c)).join(''), { minLength: 8, maxLength: 40 });
      fc.assert(
        fc.property(fc.oneof(without(LOWER), without(UPPER), without(DIGITS), without(PASSWORD_SYMBOLS)), (password) => {
          expect(meetsPasswordRules(password)).toBe(false);
        }),
      );
    });

    it('the schema and the predicate always agree', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string({ maxLength: 140 }), validPassword()), (password) => {
          expect(newPasswordSchema.safeParse(password).success).toBe(meetsPasswordRules(password));
        }),
      );
    });
  });
});

describe('the complexity levels of the passwordComplexity setting', () => {
  it('low: 8 to 128 characters, any characters', () => {
    expect(passwordProblem('goldharb', 'low')).toBeNull();
    expect(passwordProblem('gold harbour #', 'low')).toBeNull();
    expect(passwordProblem('harbour', 'low')).toBe(TEXTS.passwordTooShort);
    expect(passwordProblem('x'.repeat(129), 'low')).toBe('Password must be at most 128 characters long');
  });

  it('medium: 8+ characters with a number', () => {
    expect(passwordProblem('goldharbour7', 'medium')).toBeNull();
    expect(passwordProblem('gold harbour #7', 'medium')).toBeNull();
    expect(passwordProblem('goldharbour', 'medium')).toBe(PASSWORD_RULES.medium.message);
    expect(passwordProblem('gold7', 'medium')).toBe(PASSWORD_RULES.medium.message);
  });

  it("high is spec 5's registration rule, the default, with spec 8's message", () => {
    expect(passwordProblem('goldharbour7', 'high')).toBe(TEXTS.passwordComplexity);
    expect(passwordProblem('Gold#Harbour7', 'high')).toBe(TEXTS.passwordComplexity);
    expect(passwordProblem('Gold@Harbour7', 'high')).toBeNull();
    expect(passwordProblem('goldharbour7')).toBe(TEXTS.passwordComplexity);
  });

  it('each level accepts what a stricter one accepts (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 140 }), validPassword()), (password) => {
        if (meetsPasswordRules(password, 'high')) expect(meetsPasswordRules(password, 'medium')).toBe(true);
        if (meetsPasswordRules(password, 'medium')) expect(meetsPasswordRules(password, 'low')).toBe(true);
      }),
    );
  });

  it('the schema of a level agrees with its rule', () => {
    for (const level of ['low', 'medium', 'high'] as const) {
      for (const password of ['goldharb', 'goldharbour7', 'Gold@Harbour7', 'short', 'x'.repeat(129)]) {
        const result = newPasswordSchemaFor(level).safeParse(password);
        expect(result.success, `${level} ${password}`).toBe(meetsPasswordRules(password, level));
        if (!result.success) expect(result.error.issues[0]?.message).toBe(passwordProblem(password, level));
      }
    }
  });
});
