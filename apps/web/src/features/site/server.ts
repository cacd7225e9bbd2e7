/**
 * The site's second public entry, for the build-time prerender only (entry-server.tsx): the SEO table
 * and head tags. Kept out of index.ts because the browser loads the SEO table lazily (SeoHead), and a
 * re-export from the index would put it on every public page's first load.
 */
export { PAGE_TAG } from './components/seo-head';
export { SITE_ORIGIN, alternateUrls, canonicalUrl, headTagsFor, organizationJsonLd } from './seo';
