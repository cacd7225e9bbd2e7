import { PUBLIC_PAGE_PATHS } from '@ctp/domain/paths';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN, renderHead, renderShellHead, renderSitemap } from './entry-server';

describe('the prerendered head and the sitemap', () => {
  it('writes the Arabic head with its hreflang links, marked for client navigation', () => {
    const head = renderHead('/ar/fuel');
    expect(head).toContain('<title>تجارة الوقود | Oman Commodities Group</title>');
    expect(head).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/ar/fuel" data-page-head data-path="/ar/fuel" data-lang="ar">`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${SITE_ORIGIN}/fuel"`);
    expect(head).toContain(`<link rel="alternate" hreflang="ar" href="${SITE_ORIGIN}/ar/fuel"`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE_ORIGIN}/fuel"`);
    expect(head).toContain('<meta property="og:locale" content="ar_OM"');
  });

  it('writes the English head as before, with its alternates', () => {
    const head = renderHead('/');
    expect(head).toContain('<title>Oman Commodities Group | Commodity Trading, Intelligence and Investment</title>');
    expect(head).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/" data-page-head data-path="/" data-lang="en">`);
    expect(head).toContain(`<link rel="alternate" hreflang="ar" href="${SITE_ORIGIN}/ar"`);
    expect(head).toContain('<meta property="og:locale" content="en_US"');
    expect(renderShellHead()).toContain('noindex');
  });

  it('lists both languages in the sitemap, each with its alternates', () => {
    const sitemap = renderSitemap('2026-11-26');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap.match(/<url>/g)).toHaveLength(PUBLIC_PAGE_PATHS.length * 2);
    expect(sitemap.match(/<xhtml:link /g)).toHaveLength(PUBLIC_PAGE_PATHS.length * 2 * 3);
    expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/ar/gold</loc>`);
    expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/ar</loc>`);
    expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/</loc>`);
    const arabicGold = sitemap.slice(sitemap.indexOf(`<loc>${SITE_ORIGIN}/ar/gold</loc>`)).split('</url>')[0];
    expect(arabicGold).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE_ORIGIN}/gold"/>`);
    expect(arabicGold).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${SITE_ORIGIN}/ar/gold"/>`);
    expect(arabicGold).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_ORIGIN}/gold"/>`);
  });
});
