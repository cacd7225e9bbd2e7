import type { Language } from './languages';

/**
 * A table of English texts keyed by name (spec 8's texts, a status's labels) in another language: the same keys, and
 * the same shape. A text is a string; a text built from values is a function of the same values; a group of texts
 * (a notification's title and body, a settings field's label and hint) is a nested table.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Translation<T[K]>;
};

const arabicTables = new Map<object, object>();
const arabicByEnglish = new Map<string, string>();

/** A text built from values, found again in a message by its fixed words: `First name is required` → `{1} is required`. */
interface Template {
  pattern: RegExp;
  /** How many fixed characters the English has: the most specific template is tried first. */
  fixed: number;
  /** The Arabic with `\u0001<n>\u0001` where the nth value goes. */
  arabic: string;
  /** Found only as a value inside another template's text (TemplateOptions.inner). */
  inner: boolean;
}

export interface TemplateOptions {
  /**
   * The text is only ever a value inside another text (an offer's terms inside an activity entry): it is not tried
   * on a whole message, where its first and last values would swallow the sentence around it.
   */
  inner?: boolean;
}
const templates: Template[] = [];
/** The most values a template takes (an activity entry's contract terms take eight). */
const MAX_TEMPLATE_VALUES = 8;

const slot = (n: number) => `\u0001${n}\u0001`;
/**
 * A value's stand-in while a template is taken: it reads as its marker wherever a text or a number is formatted
 * (`${v}`, toFixed, toLocaleString), so texts that format their numbers give templates too.
 */
const marker = (n: number) => {
  const text = slot(n);
  const same = () => text;
  return { toString: same, toFixed: same, toLocaleString: same, toLowerCase: same, toUpperCase: same, replaceAll: same, trim: same, join: same, valueOf: () => 0 };
};
// The markers are control characters so no real text holds one.
// eslint-disable-next-line no-control-regex
const SLOT = /\u0001(\d+)\u0001/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Registers a text built from values so `translateText` finds it in a message (tables' functions are registered by
 * addArabic; call it directly for a text whose values include a lookup key, one template per key): the English and the Arabic are called
 * with markers in place of the values; a function that does more with a value than place it (a plural, a lookup)
 * gives no usable template and is skipped: such texts are rendered in the language directly, not translated back.
 */
export function addArabicTemplate<A extends unknown[]>(english: (...args: A) => string, arabic: (...args: A) => string, options: TemplateOptions = {}): void {
  const count = english.length;
  if (count === 0 || count > MAX_TEMPLATE_VALUES) return;
  const args = Array.from({ length: count }, (_, i) => marker(i)) as unknown as A;
  let en: string;
  let ar: string;
  try {
    en = english(...args);
    ar = arabic(...args);
  } catch {
    return;
  }
  const used = [...en.matchAll(SLOT)].map((m) => Number(m[1]));
  if (used.length !== count || new Set(used).size !== count) return;
  // A text that is little more than its values (`${a}: ${b}`) would match any message.
  if (en.replace(SLOT, '').replace(/[\s\p{P}]/gu, '').length < 4) return;
  if ([...ar.matchAll(SLOT)].some((m) => !used.includes(Number(m[1])))) return;
  const source = en
    .split(SLOT)
    .map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : `(?<v${part}>.+?)`))
    .join('');
  const fixed = en.replace(SLOT, '').length;
  // Most specific first: `Quantity must be at most {1}, the smaller of …` before `{1} must be at most {2}`.
  const at = templates.findIndex((t) => t.fixed < fixed);
  templates.splice(at === -1 ? templates.length : at, 0, { pattern: new RegExp(`^${source}$`, 's'), arabic: ar, fixed, inner: options.inner === true });
}

/** Registers every text of a table (deeply): strings by their words, functions as templates. */
function register(english: unknown, arabic: unknown): void {
  if (typeof english === 'string' && typeof arabic === 'string') arabicByEnglish.set(english, arabic);
  else if (typeof english === 'function' && typeof arabic === 'function') addArabicTemplate(english as (...args: unknown[]) => string, arabic as (...args: unknown[]) => string);
  else if (english && arabic && typeof english === 'object' && typeof arabic === 'object') {
    for (const key of Object.keys(english)) register((english as Record<string, unknown>)[key], (arabic as Record<string, unknown>)[key]);
  }
}

/**
 * Registers a domain table's Arabic. The tables themselves stay English (the API answers in English, spec 8's texts
 * are the contract); the Arabic sits beside them in arabic.ts, registered once by importing '@ctp/domain/arabic'.
 */
export function addArabic<T extends object>(table: T, arabic: Translation<T>): void {
  arabicTables.set(table, arabic);
  register(table, arabic);
}

/**
 * Registers English messages built outside a table (a zod message composed from a field's name) with their Arabic,
 * so `translateText` knows them: `addArabicTexts({ 'First name is required': 'الاسم الأول مطلوب' })`.
 */
export function addArabicTexts(pairs: Readonly<Record<string, string>>): void {
  for (const [english, arabic] of Object.entries(pairs)) arabicByEnglish.set(english, arabic);
}

/** A domain table in a language. A table without its Arabic reads English, and the coverage test fails. */
export function inLanguage<T extends object>(table: T, language: Language): Translation<T> {
  return (language === 'ar' ? ((arabicTables.get(table) as Translation<T> | undefined) ?? table) : table) as Translation<T>;
}

/** True when a table has its Arabic registered (the coverage test). */
export const hasArabic = (table: object) => arabicTables.has(table);

/** The Arabic registered for a table, or undefined (the coverage test compares its keys). */
export const arabicOf = (table: object): unknown => arabicTables.get(table);

function fromTemplate(english: string, inner = false): string | undefined {
  for (const template of templates) {
    if (template.inner && !inner) continue;
    const match = template.pattern.exec(english);
    if (!match?.groups) continue;
    const values = match.groups;
    // A value is itself translated when it is a known text (a commodity's name) or a text built from values (an
    // offer's terms inside an activity entry); anything else (a number, a name, a date) is placed as it is.
    return template.arabic.replace(SLOT, (_, n: string) => {
      const value = values[`v${n}`] ?? '';
      return arabicByEnglish.get(value) ?? fromTemplate(value, true) ?? value;
    });
  }
  return undefined;
}

/**
 * A text that arrives as English (a validation message, a server's error message) in a language: any text of a
 * registered table is found by its English words, a text built from values by its fixed words. An unknown text comes
 * back unchanged; callers fall back on its code.
 */
export function translateText(english: string, language: Language): string {
  if (language !== 'ar') return english;
  return arabicByEnglish.get(english) ?? fromTemplate(english) ?? english;
}

/**
 * A text of several lines (a notification's body: the weekly brief) in a language: found whole when it is known,
 * otherwise line by line, each line as translateText reads it.
 */
export function translateLines(english: string, language: Language): string {
  const whole = translateText(english, language);
  if (whole !== english || !english.includes('\n')) return whole;
  return english
    .split('\n')
    .map((line) => translateText(line, language))
    .join('\n');
}

/** Whether translateText knows a text. */
export const isKnownText = (english: string) => arabicByEnglish.has(english) || fromTemplate(english) !== undefined;
