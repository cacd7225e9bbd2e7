import { PUBLIC_PAGE_PATHS, paths } from '@ctp/domain/paths';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { routes } from './app/routes';
import { PAGE_TAG } from './features/site/components/seo-head';
import { company } from './lib/company';
import { SITE_ORIGIN, canonicalUrl, headTagsFor, organizationJsonLd } from './features/site/seo';

export { PUBLIC_PAGE_PATHS };
export { SITE_ORIGIN } from './features/site/seo';

/** The shell's title until the page it shows sets its own (SeoHead). */
export const APP_SHELL_TITLE = company.name;

/**
 * Build-time rendering of one public page (scripts/prerender.ts). No hydration data is written:
 * the pages have no loaders, and the server's CSP allows no inline script.
 */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, SITE_ORIGIN)));
  if (context instanceof Response) throw new Error(`${pathname} answered a ${context.status} response instead of a page`);
  if (context.errors) throw new Error(`${pathname} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's <title> and head tags, marked so client navigation can replace them (SeoHead). */
export function renderHead(pathname: string): string {
  const head = headTagsFor(pathname);
  const marker = `${PAGE_TAG} data-path="${escapeAttribute(pathname)}"`;
  const tags = head.tags.map((tag) =>
    tag.tag === 'meta'
      ? `<meta ${tag.attribute}="${escapeAttribute(tag.key)}" content="${escapeAttribute(tag.content)}" ${marker}>`
      : `<link rel="${tag.rel}" href="${escapeAttribute(tag.href)}" ${marker}>`,
  );
  return [`<title>${escapeText(head.title)}</title>`, ...tags].join('\n    ');
}

/**
 * The shell serves sign-in pages, portals and unknown paths: none belongs in search results. The
 * tag is marked like a page tag, so a navigation to a public page swaps it out.
 */
export function renderShellHead(): string {
  return `<meta name="robots" content="noindex" ${PAGE_TAG} data-path="">`;
}

/** The Organization JSON-LD block; `<` is escaped so the data can never close the script element. */
export function renderOrganizationJsonLd(): string {
  const json = JSON.stringify(organizationJsonLd()).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

export function renderSitemap(lastModified: string): string {
  const urls = PUBLIC_PAGE_PATHS.map(
    (pathname) => `  <url><loc>${escapeText(canonicalUrl(pathname))}</loc><lastmod>${lastModified}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read every public page; the portals are behind sign-in. */
export function renderRobots(): string {
  const closed = [paths.traderPortal, paths.sellerPortal, paths.adminPortal];
  return ['User-agent: *', 'Allow: /', ...closed.map((p) => `Disallow: ${p}`), '', `Sitemap: ${SITE_ORIGIN}/sitemap.xml`, ''].join('\n');
}
