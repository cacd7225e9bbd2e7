import type { Language } from '@ctp/domain/languages';
import { useTranslation } from 'react-i18next';
import { i18n } from './instance';
import { useLanguage } from './language';

/** i18next's plural forms; Arabic has all six, English two (`_one`, `_other`). */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The shape of a feature's English texts, in another language: every key, any words. */
export type Translated<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [I in keyof T]: Translated<T[I]> }
    : { readonly [K in keyof T]: Translated<T[K]> };

/** Dotted paths to every text of a table; `items_one` and `items_other` are asked for as `items` with a count. */
type TextKey<T, Prefix extends string = ''> = T extends string
  ? Prefix extends `${infer Base}_${PluralSuffix}`
    ? Base
    : Prefix
  : T extends readonly unknown[]
    ? never
    : { [K in keyof T & string]: TextKey<T[K], Prefix extends '' ? K : `${Prefix}.${K}`> }[keyof T & string];

/** A feature's texts: English (the source, with its exact words) and Arabic, registered under one namespace. */
export interface Texts<T> {
  readonly namespace: string;
  readonly en: T;
  readonly ar: Translated<T>;
}

/** `t('key')`, `t('greeting', { name })`, `t('orders', { count })`: typed by the English table. */
export type TextFunction<T> = (key: TextKey<T>, values?: Record<string, string | number>) => string;

/**
 * Declares a feature's texts in both languages. The Arabic must have every key of the English (the type checker and
 * i18n-coverage.test.ts say which is missing); Arabic plurals may add the forms English has no use for (`_two`, `_few`, ...).
 */
export function defineTexts<const T extends object>(namespace: string, en: T, ar: Translated<T> & Record<string, unknown>): Texts<T> {
  i18n.addResourceBundle('en', namespace, en);
  i18n.addResourceBundle('ar', namespace, ar);
  return { namespace, en, ar };
}

/**
 * A feature's texts in the reader's language. `text` is the table itself (for lists and plain words); `t` fills in
 * values and picks plural forms. The component renders again when the language changes.
 */
export function useTexts<T>(texts: Texts<T>): { text: Translated<T>; t: TextFunction<T>; language: Language } {
  const language = useLanguage();
  const { t } = useTranslation(texts.namespace, { lng: language });
  return { text: textsIn(texts, language), t: t as unknown as TextFunction<T>, language };
}

/** A feature's texts in a given language, outside React (column definitions, mails of the web, tests). */
export const textsIn = <T,>(texts: Texts<T>, language: Language): Translated<T> => (language === 'ar' ? texts.ar : (texts.en as Translated<T>));
