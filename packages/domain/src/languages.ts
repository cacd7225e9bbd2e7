import { PUBLIC_PAGE_PATHS } from './paths';

/** The languages of the site, the portals and the mails (issue 17). English is the source; spec 8's texts are English. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** How each language is named in the switch (in itself), written, and formatted. */
export const LANGUAGE_SETTINGS: Record<Language, { name: string; dir: 'ltr' | 'rtl'; locale: string }> = {
  en: { name: 'English', dir: 'ltr', locale: 'en-US' },
  // Omani Arabic formatting with Latin digits: prices and quantities read the same as on every trading screen.
  ar: { name: 'العربية', dir: 'rtl', locale: 'ar-OM-u-nu-latn' },
};

/** The cookie a visitor's choice is remembered in; the server reads it too (an English page redirects to its Arabic twin). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;

const ARABIC_PREFIX = '/ar';
const publicPaths: readonly string[] = PUBLIC_PAGE_PATHS;

/** A public page's path in a language: /gold → /ar/gold, / → /ar. Other paths (sign-in, portals) have one URL for both. */
export function localizedPath(path: string, language: Language): string {
  const english = englishPath(path);
  if (language === 'en' || !publicPaths.includes(english)) return english;
  return english === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${english}`;
}

/** The English path of a page: /ar/gold → /gold, /ar → /. */
export function englishPath(path: string): string {
  if (path === ARABIC_PREFIX || path === `${ARABIC_PREFIX}/`) return '/';
  return path.startsWith(`${ARABIC_PREFIX}/`) ? path.slice(ARABIC_PREFIX.length) : path;
}

/** The language a public page's URL states; undefined for pages whose language is the reader's choice. */
export function languageOfPath(path: string): Language | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === ARABIC_PREFIX || clean.startsWith(`${ARABIC_PREFIX}/`)) return publicPaths.includes(englishPath(clean)) ? 'ar' : undefined;
  return publicPaths.includes(clean) ? 'en' : undefined;
}

/** Every public page in every language: what the prerender writes and the sitemap lists. */
export const LOCALIZED_PUBLIC_PAGES = LANGUAGES.flatMap((language) =>
  PUBLIC_PAGE_PATHS.map((path) => ({ language, path: localizedPath(path, language), englishPath: path as string })),
);

/**
 * Words an Arabic page keeps in Latin letters: proper names, standard abbreviations and units. The check for
 * hard-coded texts and the browser tests of the Arabic pages read this one list.
 */
export const TERMS_KEPT_IN_LATIN = [
  'EN590', 'Jet', 'A1', 'CIF', 'FOB', 'ICPO', 'CPA', 'LBMA', 'USD', 'US', 'OMR', 'ESG', 'AI', 'API', 'PDF', 'KYC', 'AML',
  'SGS', 'ISO', 'QR', 'SHA', 'ID', 'IBAN', 'SWIFT', 'LC', 'SBLC', 'DLC', 'TT', 'Incoterms', 'WTI', 'DXY', 'GMT', 'UTC',
  'oz', 'MT', 'bbl', 'kg', 'g', 'Brinks', 'Fujairah', 'Rotterdam', 'Houston', 'Zurich', 'London', 'Dubai', 'Hong', 'Kong',
  'New', 'York', 'Muscat', 'Oman', 'Commodities', 'Group', 'OCG', 'LinkedIn', 'X', 'Google', 'Authenticator', '2FA', 'TOTP',
  'PNG', 'JPG', 'JPEG', 'DOCX', 'XLSX', 'CSV', 'MB', 'KB', 'B', 'TTM', 'TTT', 'TTV', 'LOI', 'CIS', 'DOC', 'TXT', 'Microsoft', '1Password', 'SPA', 'IP', 'XAU', 'XAG', 'XPT', 'XPD', 'HO', 'BRENT', 'JETA1', 'Word', 'UTF', 'ASCII', 'TradingView', 'Lightweight', 'Charts', 'PostgreSQL', 'SQLite', 'Redis', 'S3',
] as const;
