import { DEFAULT_LANGUAGE, LANGUAGES, englishPath, languageOfPath, localizedPath, type Language } from '@ctp/domain/languages';
import { paths, PUBLIC_PAGE_PATHS } from '@ctp/domain/paths';
import { company } from '@/lib/company';
import { textsIn } from '@/lib/i18n/texts';
import { seoTexts } from './seo.texts';

declare global {
  interface ImportMetaEnv {
    /** The site's public origin, set from PUBLIC_URL at build time (see vite.config.ts). */
    readonly PUBLIC_URL?: string;
  }
}

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

export interface PageHead {
  title: string;
  description: string;
  /** Public pages are indexed and have a canonical URL; sign-in pages and portals are not. */
  indexable: boolean;
  /** The language the head is written in: a public page's URL states it; other pages follow the reader. */
  language: Language;
}

/** Canonical URLs and the sitemap are absolute; their origin comes from PUBLIC_URL at build time. */
export const SITE_ORIGIN = (import.meta.env.PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, '');

const brand = company.name;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** Which entry of the SEO texts each public page reads. */
const PAGE_KEYS = {
  [paths.home]: 'home',
  [paths.about]: 'about',
  [paths.gold]: 'gold',
  [paths.fuel]: 'fuel',
  [paths.insights]: 'insights',
  [paths.streaming]: 'streaming',
  [paths.advisory]: 'advisory',
  [paths.contact]: 'contact',
} as const satisfies Record<PublicPagePath, keyof typeof seoTexts.en.pages>;

/** Title and description of every public page in a language: the one table the prerender and client navigation read. */
export function publicPageHeads(language: Language): Record<PublicPagePath, Omit<PageHead, 'indexable' | 'language'>> {
  const { pages } = textsIn(seoTexts, language);
  return Object.fromEntries(
    PUBLIC_PAGE_PATHS.map((path) => {
      const page = pages[PAGE_KEYS[path]];
      return [path, { title: fill(page.title, { brand }), description: page.description }];
    }),
  ) as Record<PublicPagePath, Omit<PageHead, 'indexable' | 'language'>>;
}

/** The English heads (the pages at /, /about, ...); the Arabic twins' are `publicPageHeads('ar')`. */
export const PUBLIC_PAGE_HEADS = publicPageHeads('en');

/** Pages rendered in the browser only: named in the tab, kept out of search results. */
const APP_PAGE_KEYS = {
  [paths.signIn]: 'signIn',
  [paths.register]: 'register',
  [paths.forgotPassword]: 'forgotPassword',
  [paths.verifyEmail]: 'verifyEmail',
  [paths.verifyContract]: 'verifyContract',
  [paths.traderPortal]: 'traderPortal',
  [paths.sellerPortal]: 'sellerPortal',
  [paths.adminPortal]: 'adminPortal',
} as const satisfies Record<string, keyof typeof seoTexts.en.appPages>;

function isPublicPagePath(pathname: string): pathname is PublicPagePath {
  return (PUBLIC_PAGE_PATHS as readonly string[]).includes(pathname);
}

/**
 * The head of the page at `pathname`; portal sub-paths share their portal's title. A public page (/gold, /ar/gold) is
 * in the language its URL states; any other page in `language`, the reader's (English by default).
 */
export function pageHeadFor(pathname: string, language: Language = DEFAULT_LANGUAGE): PageHead {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const pageLanguage = languageOfPath(clean);
  const english = englishPath(clean);
  if (pageLanguage && isPublicPagePath(english)) {
    return { ...publicPageHeads(pageLanguage)[english], indexable: true, language: pageLanguage };
  }
  const texts = textsIn(seoTexts, language);
  const appPage = (Object.keys(APP_PAGE_KEYS) as (keyof typeof APP_PAGE_KEYS)[]).find((p) => clean === p || clean.startsWith(`${p}/`));
  const title = texts.appPages[appPage ? APP_PAGE_KEYS[appPage] : 'notFound'];
  return {
    title: `${title} | ${brand}`,
    description: fill(texts.appDescription, { brand }),
    indexable: false,
    language,
  };
}

/** A public page's own URL in its language: /, /gold, /ar, /ar/gold. */
export function canonicalUrl(pathname: string): string {
  return pathname === paths.home ? `${SITE_ORIGIN}/` : `${SITE_ORIGIN}${pathname}`;
}

/** The twins of a public page, for `hreflang`: one per language, and x-default on the English page. */
export function alternateUrls(pathname: string): { hrefLang: string; href: string }[] {
  const english = englishPath(pathname.replace(/\/+$/, '') || '/');
  return [
    ...LANGUAGES.map((language) => ({ hrefLang: language as string, href: canonicalUrl(localizedPath(english, language)) })),
    { hrefLang: 'x-default', href: canonicalUrl(localizedPath(english, DEFAULT_LANGUAGE)) },
  ];
}

/** Open Graph's names of the languages. */
const OG_LOCALES: Record<Language, string> = { en: 'en_US', ar: 'ar_OM' };

export const OG_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630, alt: fill(seoTexts.en.ogImageAlt, { brand }) };

/** A tag the page head carries for one page; the prerender writes them and client navigation swaps them. */
export type HeadTag =
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string }
  | { tag: 'link'; rel: 'alternate'; hrefLang: string; href: string };

/**
 * Title, description, canonical URL, language alternates, robots and Open Graph / Twitter tags of the page at
 * `pathname` (see pageHeadFor for the language).
 */
export function headTagsFor(pathname: string, language?: Language): { title: string; language: Language; tags: HeadTag[] } {
  const head = pageHeadFor(pathname, language);
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({ tag: 'meta', attribute, key, content });
  const tags: HeadTag[] = [meta('name', 'description', head.description)];
  if (head.indexable) {
    const url = canonicalUrl(pathname.replace(/\/+$/, '') || '/');
    tags.push(
      { tag: 'link', rel: 'canonical', href: url },
      ...alternateUrls(pathname).map(({ hrefLang, href }): HeadTag => ({ tag: 'link', rel: 'alternate', hrefLang, href })),
      meta('property', 'og:url', url),
    );
  } else {
    tags.push(meta('name', 'robots', 'noindex'));
  }
  const image = `${SITE_ORIGIN}${OG_IMAGE.path}`;
  tags.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', brand),
    meta('property', 'og:locale', OG_LOCALES[head.language]),
  );
  if (head.indexable) {
    for (const other of LANGUAGES.filter((l) => l !== head.language)) tags.push(meta('property', 'og:locale:alternate', OG_LOCALES[other]));
  }
  tags.push(
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(OG_IMAGE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE.height)),
    meta('property', 'og:image:alt', fill(textsIn(seoTexts, head.language).ogImageAlt, { brand })),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  );
  return { title: head.title, language: head.language, tags };
}

/** A schema.org thing: `type` becomes its `@type`. */
const schema = ({ type, ...properties }: { type: string } & Record<string, unknown>) => ({ '@type': type, ...properties });

/** schema.org Organization, for the JSON-LD block in every prerendered page (in English, the company's own words). */
export function organizationJsonLd(): Record<string, unknown> {
  const contactPoints = [
    { kind: 'customer service', email: company.mailboxes.general },
    { kind: 'sales', email: company.mailboxes.trading },
  ];
  return {
    '@context': 'https://schema.org',
    ...schema({
      type: 'Organization',
      name: company.name,
      url: `${SITE_ORIGIN}/`,
      logo: `${SITE_ORIGIN}/favicon.svg`,
      description: company.blurb,
      email: company.mailboxes.general,
      address: schema({
        type: 'PostalAddress',
        streetAddress: `${company.headOffice.building}, ${company.headOffice.street}`,
        postOfficeBoxNumber: company.headOffice.poBox,
        postalCode: company.headOffice.postalCode,
        addressLocality: company.headOffice.city,
        addressCountry: company.headOffice.countryCode,
      }),
      contactPoint: contactPoints.map(({ kind, email }) => schema({ type: 'ContactPoint', contactType: kind, email })),
    }),
  };
}
