import type { Language } from './languages';

/** A table of English texts keyed by name (spec 8's texts, a status's labels) in another language: the same keys. */
export type Translation<T> = { readonly [K in keyof T]: string };

const arabicTables = new Map<object, Record<string, string>>();
const arabicByEnglish = new Map<string, string>();

/**
 * Registers a domain table's Arabic. The tables themselves stay English (the API answers in English, spec 8's texts
 * are the contract); the Arabic sits beside them in arabic/, registered once by importing '@ctp/domain/arabic'.
 */
export function addArabic<T extends Record<string, string>>(table: T, arabic: Translation<T>): void {
  arabicTables.set(table, arabic);
  for (const key of Object.keys(table)) arabicByEnglish.set(table[key]!, (arabic as Record<string, string>)[key]!);
}

/** A domain table in a language. A table without its Arabic reads English, and the coverage test fails. */
export function inLanguage<T extends Record<string, string>>(table: T, language: Language): Translation<T> {
  return language === 'ar' ? ((arabicTables.get(table) as Translation<T> | undefined) ?? table) : table;
}

/** True when a table has its Arabic registered (the coverage test). */
export const hasArabic = (table: object) => arabicTables.has(table);

/**
 * A text that arrives as English (a validation message, a server's error message) in a language: any text of a
 * registered table is found by its English words. An unknown text comes back unchanged; callers fall back on its code.
 */
export function translateText(english: string, language: Language): string {
  return language === 'ar' ? (arabicByEnglish.get(english) ?? english) : english;
}

/** Whether translateText knows a text. */
export const isKnownText = (english: string) => arabicByEnglish.has(english);
