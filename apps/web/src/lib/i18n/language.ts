import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_SETTINGS,
  isLanguage,
  languageOfPath,
  type Language,
} from '@ctp/domain/languages';
import { useSyncExternalStore } from 'react';

/**
 * The reader's language, held here rather than in i18next so that the public pages' first script stays free of it:
 * the entry (main.tsx, the route table) knows the language; the texts and i18next load with the modules that show
 * them (instance.ts follows this state).
 */
let current: Language = DEFAULT_LANGUAGE;
const listeners = new Set<(language: Language) => void>();

export const currentLanguage = (): Language => current;

/** The Intl locale numbers and dates are written in (format.ts). */
export const currentLocale = () => LANGUAGE_SETTINGS[current].locale;

export function onLanguageChange(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

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
  if (typeof document !== 'undefined') {
    // Written only when they change: a change of either makes the browser restyle and reshape the whole page.
    const root = document.documentElement;
    if (root.lang !== language) root.lang = language;
    if (root.dir !== LANGUAGE_SETTINGS[language].dir) root.dir = LANGUAGE_SETTINGS[language].dir;
  }
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener(language);
}

/** The reader's language, and a re-render when it changes. */
export const useLanguage = (): Language => useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
