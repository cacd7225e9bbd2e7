import { paths, PUBLIC_PAGE_PATHS } from '@ctp/domain/paths';
import { company } from '@/lib/company';

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
}

/** Canonical URLs and the sitemap are absolute; their origin comes from PUBLIC_URL at build time. */
export const SITE_ORIGIN = (import.meta.env.PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, '');

const brand = company.name;

/** Title and description of every public page: the one table the prerender and client navigation read. */
export const PUBLIC_PAGE_HEADS: Record<PublicPagePath, Omit<PageHead, 'indexable'>> = {
  [paths.home]: {
    title: `${brand} | Commodity Trading, Intelligence and Investment`,
    description:
      'Oman-based commodity trading house: physical gold and fuel trading, market intelligence, mining streaming and royalty investment, and project advisory.',
  },
  [paths.about]: {
    title: `About Us | ${brand}`,
    description:
      'Our mission, vision and values, six global offices across six continents, and the leadership team modernising commodity trading with technology and analytics.',
  },
  [paths.gold]: {
    title: `Gold Trading | ${brand}`,
    description:
      'Spot and contract gold trading on CIF and FOB terms with Brinks secure delivery to Zurich, London, Dubai, Hong Kong and New York, and AI-powered matching.',
  },
  [paths.fuel]: {
    title: `Fuel Trading | ${brand}`,
    description:
      'EN590, Jet A1, crude oil and fuel oil traded tank-to-tank, tank-to-vessel, CIF or FOB through Fujairah, Rotterdam and Houston, with ICPO and CPA handling.',
  },
  [paths.insights]: {
    title: `Market Intelligence | ${brand}`,
    description:
      'Live gold, crude oil and USD index prices, 3-day forecasts, geopolitical alerts, a weekly brief and sentiment analysis, in Basic and Enterprise packages.',
  },
  [paths.streaming]: {
    title: `Streaming & Royalty | ${brand}`,
    description:
      'Commodity investment through mining streaming and royalty agreements: development capital from $5M to $500M, with investor tickets starting from $1M.',
  },
  [paths.advisory]: {
    title: `Mining Advisory | ${brand}`,
    description:
      'Advisory for mining operations, governments and strategic investors: digital twin modelling, ESG and AI forecasting, resource valuation and implementation.',
  },
  [paths.contact]: {
    title: `Contact Us | ${brand}`,
    description:
      'Reach our Muscat head office, trading desk, intelligence team or partnerships team. Sunday to Thursday, 8:00 AM to 6:00 PM (GMT+4); 24/7 for active trades.',
  },
};

/** Pages rendered in the browser only: named in the tab, kept out of search results. */
const APP_PAGE_TITLES: Record<string, string> = {
  [paths.signIn]: 'Sign In',
  [paths.register]: 'Create Account',
  [paths.forgotPassword]: 'Reset Password',
  [paths.verifyEmail]: 'Verify Email',
  [paths.verifyContract]: 'Verify a Contract',
  [paths.traderPortal]: 'Trader Portal',
  [paths.sellerPortal]: 'Seller Portal',
  [paths.adminPortal]: 'Admin Panel',
};

const APP_PAGE_DESCRIPTION = `Secure client access to the ${brand} trading, selling and administration portals.`;

function isPublicPagePath(pathname: string): pathname is PublicPagePath {
  return (PUBLIC_PAGE_PATHS as readonly string[]).includes(pathname);
}

/** The head of the page at `pathname`; portal sub-paths share their portal's title. */
export function pageHeadFor(pathname: string): PageHead {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (isPublicPagePath(clean)) return { ...PUBLIC_PAGE_HEADS[clean], indexable: true };
  const appPage = Object.keys(APP_PAGE_TITLES).find((p) => clean === p || clean.startsWith(`${p}/`));
  const title = appPage ? APP_PAGE_TITLES[appPage] : 'Page Not Found';
  return { title: `${title} | ${brand}`, description: APP_PAGE_DESCRIPTION, indexable: false };
}

export function canonicalUrl(pathname: string): string {
  return pathname === paths.home ? `${SITE_ORIGIN}/` : `${SITE_ORIGIN}${pathname}`;
}

export const OG_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630, alt: `${brand}: gold, fuel and commodity investment` };

/** A tag the page head carries for one page; the prerender writes them and client navigation swaps them. */
export type HeadTag =
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string };

/** Title, description, canonical URL, robots and Open Graph / Twitter tags of the page at `pathname`. */
export function headTagsFor(pathname: string): { title: string; tags: HeadTag[] } {
  const head = pageHeadFor(pathname);
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({ tag: 'meta', attribute, key, content });
  const tags: HeadTag[] = [meta('name', 'description', head.description)];
  if (head.indexable) {
    const url = canonicalUrl(pathname);
    tags.push({ tag: 'link', rel: 'canonical', href: url }, meta('property', 'og:url', url));
  } else {
    tags.push(meta('name', 'robots', 'noindex'));
  }
  const image = `${SITE_ORIGIN}${OG_IMAGE.path}`;
  tags.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', brand),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(OG_IMAGE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE.height)),
    meta('property', 'og:image:alt', OG_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  );
  return { title: head.title, tags };
}

/** schema.org Organization, for the JSON-LD block in every prerendered page. */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: `${SITE_ORIGIN}/`,
    logo: `${SITE_ORIGIN}/favicon.svg`,
    description: company.blurb,
    email: company.mailboxes.general,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${company.headOffice.building}, ${company.headOffice.street}`,
      postOfficeBoxNumber: company.headOffice.poBox,
      postalCode: company.headOffice.postalCode,
      addressLocality: company.headOffice.city,
      addressCountry: company.headOffice.countryCode,
    },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', email: company.mailboxes.general },
      { '@type': 'ContactPoint', contactType: 'sales', email: company.mailboxes.trading },
    ],
  };
}
