import { describe, expect, it } from 'vitest';
import { arabicReady } from './arabic';
import * as domain from './index';
import { TERMS_KEPT_IN_LATIN } from './languages';
import { arabicOf, hasArabic, translateText } from './translations';

/**
 * Every table of English texts the domain exports has its Arabic (decision 026): the same keys, nested alike, and
 * words in Arabic letters. A table is found by its name (`TEXTS`, `*_TEXTS`, `*_LABELS`, `*_VERBS`) or by its content
 * (an exported record whose texts read as English sentences); the Arabic twins (`*_AR`) are the Arabic themselves.
 */

/** Exported records with English words that are not texts to translate, each with why. Nothing else belongs here. */
const NOT_TEXT_TABLES: Record<string, string> = {
  LANGUAGE_SETTINGS: 'each language named in itself ("English", "العربية")',
  PRICE_INSTRUMENTS: 'instrument data (symbol, currency, unit); the names are registered as texts below',
  FORECAST_METHOD: 'the model\'s technical description in the API',
  DEFAULT_SETTINGS: 'setting values',
  DEFAULT_SYSTEM_SETTINGS: 'setting values',
  PASSWORD_RULES: 'rules (test functions); their messages and hints are registered as TEXTS and VALIDATION_TEXTS',
  DOCUMENT_FILE_KINDS: 'file kinds (content types); the labels are registered as texts below',
};

/** Words inside records that are not text tables, registered one by one (translateText). */
const REGISTERED_WORDS = [
  ...Object.values(domain.PRICE_INSTRUMENTS).flatMap((instrument) => [instrument.name, instrument.unit]),
  ...Object.values(domain.DOCUMENT_FILE_KINDS).map((kind) => kind.label),
  ...domain.MARKET_PACKAGES.flatMap((pack) => [pack.name, pack.price, pack.summary, ...pack.features]),
  'Crude Oil',
  'Fuel Oil',
  ...Object.values(domain.PASSWORD_RULES).flatMap((rule) => [rule.message, rule.hint]),
];

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*/g;
const kept = new Set<string>(TERMS_KEPT_IN_LATIN);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !('_zod' in value) && Object.getPrototypeOf(value) === Object.prototype;
const isTextTableName = (name: string) => !name.endsWith('_AR') && (name === 'TEXTS' || /_(TEXTS|LABELS|VERBS)$/.test(name));
const looksEnglish = (text: string) => /[A-Za-z]{2,} [a-z]{2,}/.test(text);

/** The string leaves of a table, by path; functions are called with the sample values when they take none. */
function leaves(value: unknown, path = ''): Array<[string, unknown]> {
  if (isRecord(value)) return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  return [[path, value]];
}

/** The text tables: by name, and any other exported record whose strings are all texts and read as English. */
function textTables(): Array<[string, object]> {
  return Object.entries(domain).filter(([name, value]) => {
    if (!isRecord(value) || name.endsWith('_AR') || name in NOT_TEXT_TABLES) return false;
    if (isTextTableName(name)) return true;
    const values = leaves(value).map(([, v]) => v);
    return values.every((v) => typeof v === 'string' || typeof v === 'function') && values.some((v) => typeof v === 'string' && looksEnglish(v));
  }) as Array<[string, object]>;
}

/** Why an Arabic text is not Arabic: no Arabic letters, and Latin words beyond TERMS_KEPT_IN_LATIN. */
function notArabic(text: string): string | null {
  if (ARABIC_LETTER.test(text)) return null;
  const foreign = (text.match(LATIN_WORD) ?? []).filter((word) => !kept.has(word));
  return foreign.length === 0 ? null : `no Arabic letters (${foreign.join(' ')})`;
}

describe('the Arabic of the domain tables', () => {
  it('is registered once the module has run', () => {
    expect(arabicReady()).toBe(true);
  });

  it('finds the tables (the check is not vacuous)', () => {
    const names = textTables().map(([name]) => name);
    for (const name of ['TEXTS', 'SERVER_TEXTS', 'ORDER_STATUS_LABELS', 'NOTIFICATION_TEXTS', 'VALIDATION_MESSAGE_TEXTS', 'CONTRACT_ACTION_VERBS']) {
      expect(names).toContain(name);
    }
  });

  it('covers every exported table of English texts', () => {
    const missing = textTables()
      .filter(([, table]) => !hasArabic(table))
      .map(([name]) => name);
    expect(missing, 'tables without addArabic(TABLE, …) in arabic.ts').toEqual([]);
  });

  it('has the same keys, nested alike, and a function where the English is one', () => {
    const problems: string[] = [];
    for (const [name, table] of textTables()) {
      const arabic = arabicOf(table);
      if (!arabic) continue;
      const english = new Map(leaves(table));
      const translated = new Map(leaves(arabic));
      for (const key of english.keys()) if (!translated.has(key)) problems.push(`${name}.${key}: missing in Arabic`);
      for (const key of translated.keys()) if (!english.has(key)) problems.push(`${name}.${key}: not in English`);
      for (const [key, value] of english) {
        const other = translated.get(key);
        if (other !== undefined && typeof other !== typeof value) problems.push(`${name}.${key}: ${typeof other} where the English is a ${typeof value}`);
        if (typeof value === 'function' && typeof other === 'function' && other.length !== value.length) {
          problems.push(`${name}.${key}: takes ${other.length} values, the English ${value.length}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes every text in Arabic letters (only TERMS_KEPT_IN_LATIN may stand alone in Latin)', () => {
    const problems: string[] = [];
    for (const [name, table] of textTables()) {
      for (const [key, value] of leaves(arabicOf(table))) {
        // A text built from values is read with placeholder values where it takes plain ones.
        let text = value;
        if (typeof value === 'function') {
          try {
            text = (value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => '1'));
          } catch {
            continue;
          }
        }
        if (typeof text !== 'string') continue;
        const problem = notArabic(text);
        if (problem) problems.push(`${name}.${key}: ${JSON.stringify(text)} has ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('registers the words of records that are not text tables', () => {
    const unknown = REGISTERED_WORDS.filter((word) => notArabic(translateText(word, 'ar')) !== null);
    expect(unknown).toEqual([]);
  });

  it('translates composed validation messages and stored notifications by their words', () => {
    expect(translateText('First name is required', 'ar')).toBe('الاسم الأول مطلوب');
    expect(translateText('Company name must be at most 200 characters', 'ar')).toMatch(ARABIC_LETTER);
    expect(translateText(domain.NOTIFICATION_TEXTS.contractToSign.body('AB12CD34'), 'ar')).toBe('العقد AB12CD34 جاهز لتوقيعك.');
    expect(translateText(domain.PRICE_ALERT_TEXTS.crossedTitle('XAU', 'above', 2500), 'ar')).toMatch(ARABIC_LETTER);
    expect(translateText('First name is required', 'en')).toBe('First name is required');
  });
});
