import { DEFAULT_LANGUAGE, LOCALIZED_PUBLIC_PAGES, languageOfPath } from '@ctp/domain/languages';
import { PUBLIC_PAGE_PATHS, paths } from '@ctp/domain/paths';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '@/app/routes';
import { PAGE_TAG, SITE_ORIGIN, alternateUrls, canonicalUrl, headTagsFor, organizationJsonLd } from '@/features/site/server';
import { company } from '@/lib/company';
import { showLanguage } from '@/lib/i18n/language';

export { PUBLIC_PAGE_PATHS };
export { SITE_ORIGIN } from '@/features/site/server';

/** The shell's title until the page it shows sets its own (SeoHead). */
export const APP_SHELL_TITLE = company.name;

/**
 * Build-time rendering of one public page (scripts/prerender.ts). The first pass (which waits for
 * whatever suspends) loads every lazily loaded module the page uses; the second renders with all of
 * them in hand and synchronously, so the whole page is written in place: no boundary is left
 * pending or moved out of line to be completed by an inline script, which the CSP would block.
 */
export async function renderPage(pathname: string): Promise<string> {
  showLanguage(languageOfPath(pathname) ?? DEFAULT_LANGUAGE);
  await prerenderToNodeStream(app(pathname)).then(({ prelude }) => prelude.resume());
  const html = renderToString(app(pathname));
  // React marks a boundary it could not complete with <!--$?--> (pending) or <!--$!--> (client-rendered).
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`${pathname} rendered with a part still loading`);
  return html;
}

const app = (pathname: string) => (
  <StrictMode>
    <StaticRouter location={pathname}>
      <AppRoutes />
    </StaticRouter>
  </StrictMode>
);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An element's opening tag, its attributes escaped; `true` writes an attribute without a value. */
function markup(name: string, attributes: Readonly<Record<string, string | true>>, end = '>'): string {
  const written = Object.entries(attributes).map(([key, value]) => (value === true ? ` ${key}` : ` ${key}="${escapeAttribute(value)}"`));
  return `<${name}${written.join('')}${end}`;
}

/**
 * The page's <title> and head tags, in the page's language (/ar/... in Arabic), with its canonical URL and its
 * hreflang alternates; marked with the path and language so client navigation can replace them (SeoHead).
 */
export function renderHead(pathname: string): string {
  const head = headTagsFor(pathname);
  const marker = { [PAGE_TAG]: true, 'data-path': pathname, 'data-lang': head.language } as const;
  const tags = head.tags.map((tag) => {
    if (tag.tag === 'meta') return markup('meta', { [tag.attribute]: tag.key, content: tag.content, ...marker });
    const hrefLang: Record<string, string> = tag.rel === 'alternate' ? { hreflang: tag.hrefLang } : {};
    return markup('link', { rel: tag.rel, ...hrefLang, href: tag.href, ...marker });
  });
  return [`<title>${escapeText(head.title)}</title>`, ...tags].join('\n    ');
}

/**
 * The shell serves sign-in pages, portals and unknown paths: none belongs in search results. The
 * tag is marked like a page tag, so a navigation to a public page swaps it out.
 */
export function renderShellHead(): string {
  return markup('meta', { name: 'robots', content: 'noindex', [PAGE_TAG]: true, 'data-path': '' });
}

/** The Organization JSON-LD block; `<` is escaped so the data can never close the script element. */
export function renderOrganizationJsonLd(): string {
  const json = JSON.stringify(organizationJsonLd()).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

/** Every public page in every language, each with its twins as xhtml:link alternates (hreflang), as search engines ask. */
export function renderSitemap(lastModified: string): string {
  const urls = LOCALIZED_PUBLIC_PAGES.map(({ path: pathname }) => {
    const alternates = alternateUrls(pathname).map(({ hrefLang, href }) => `    ${markup('xhtml:link', { rel: 'alternate', hreflang: hrefLang, href }, '/>')}`);
    return [`  <url>`, `    <loc>${escapeText(canonicalUrl(pathname))}</loc>`, `    <lastmod>${lastModified}</lastmod>`, ...alternates, `  </url>`].join('\n');
  });
  const prolog = markup('?xml', { version: '1.0', encoding: 'UTF-8' }, '?>');
  const urlset = markup('urlset', { xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9', 'xmlns:xhtml': 'http://www.w3.org/1999/xhtml' });
  return `${prolog}\n${urlset}\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read every public page; the portals are behind sign-in. */
export function renderRobots(): string {
  const closed = [paths.traderPortal, paths.sellerPortal, paths.adminPortal];
  return ['User-agent: *', 'Allow: /', ...closed.map((p) => `Disallow: ${p}`), '', `Sitemap: ${SITE_ORIGIN}/sitemap.xml`, ''].join('\n');
}
