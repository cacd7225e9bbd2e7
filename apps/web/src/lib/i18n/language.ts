import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_SETTINGS,
  isLanguage,
  languageOfPath,
  type Language,
} from '@ctp/domain/languages';
import { useTranslation } from 'react-i18next';
import { i18n } from './instance';

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** The Intl locale numbers and dates are written in (format.ts). */
export const currentLocale = () => LANGUAGE_SETTINGS[currentLanguage()].locale;

/** The visitor's remembered choice, from the cookie the server reads too. */
export function rememberedLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : undefined;
}

/** Remembers a choice for a year. */
export function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** The language a page opens in: a public page's URL says it; elsewhere the visitor's remembered choice. */
export const initialLanguage = (pathname: string): Language => languageOfPath(pathname) ?? rememberedLanguage() ?? DEFAULT_LANGUAGE;

/** Shows the app in a language: texts, formats, and the page's lang and dir (which mirror the layout). */
export function showLanguage(language: Language) {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = LANGUAGE_SETTINGS[language].dir;
}

/** The reader's language, and a re-render when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
