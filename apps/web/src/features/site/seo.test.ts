import { LOCALIZED_PUBLIC_PAGES, localizedPath } from '@ctp/domain/languages';
import { paths, PUBLIC_PAGE_PATHS } from '@ctp/domain/paths';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_HEADS, SITE_ORIGIN, canonicalUrl, headTagsFor, pageHeadFor, publicPageHeads, type HeadTag } from './seo';

const meta = (tags: HeadTag[], key: string) => tags.find((tag) => tag.tag === 'meta' && tag.key === key);
const content = (tags: HeadTag[], key: string) => {
  const tag = meta(tags, key);
  return tag?.tag === 'meta' ? tag.content : undefined;
};
const links = (tags: HeadTag[], rel: string) => tags.filter((tag) => tag.tag === 'link' && tag.rel === rel);
const ARABIC = /[\u0600-\u06FF]/;

describe('the heads of the public pages', () => {
  it('keeps the English titles and descriptions', () => {
    expect(PUBLIC_PAGE_HEADS[paths.home].title).toBe('Oman Commodities Group | Commodity Trading, Intelligence and Investment');
    expect(pageHeadFor(paths.gold)).toMatchObject({ title: 'Gold Trading | Oman Commodities Group', indexable: true, language: 'en' });
    expect(pageHeadFor('/portal-trader/orders')).toMatchObject({ title: 'Trader Portal | Oman Commodities Group', indexable: false });
    expect(pageHeadFor('/nowhere').title).toBe('Page Not Found | Oman Commodities Group');
  });

  it('has an Arabic title and description for every public page, read from its /ar path', () => {
    for (const path of PUBLIC_PAGE_PATHS) {
      const arabic = pageHeadFor(localizedPath(path, 'ar'));
      expect(arabic).toEqual({ ...publicPageHeads('ar')[path], indexable: true, language: 'ar' });
      expect(arabic.title).toMatch(ARABIC);
      expect(arabic.description).toMatch(ARABIC);
      expect(arabic.title).not.toBe(PUBLIC_PAGE_HEADS[path].title);
    }
    expect(pageHeadFor('/ar/').title).toBe(pageHeadFor('/ar').title);
    expect(pageHeadFor('/ar/gold').title).toBe('تجارة الذهب | Oman Commodities Group');
  });

  it('names app pages in the reader language, out of search results', () => {
    expect(pageHeadFor(paths.signIn, 'ar')).toMatchObject({ title: 'تسجيل الدخول | Oman Commodities Group', indexable: false, language: 'ar' });
  });
});

describe('head tags', () => {
  it('gives each language its own canonical URL and og:locale', () => {
    const english = headTagsFor('/gold');
    const arabic = headTagsFor('/ar/gold');
    expect(links(english.tags, 'canonical')).toEqual([{ tag: 'link', rel: 'canonical', href: `${SITE_ORIGIN}/gold` }]);
    expect(links(arabic.tags, 'canonical')).toEqual([{ tag: 'link', rel: 'canonical', href: `${SITE_ORIGIN}/ar/gold` }]);
    expect(content(english.tags, 'og:url')).toBe(`${SITE_ORIGIN}/gold`);
    expect(content(arabic.tags, 'og:url')).toBe(`${SITE_ORIGIN}/ar/gold`);
    expect(content(english.tags, 'og:locale')).toBe('en_US');
    expect(content(arabic.tags, 'og:locale')).toBe('ar_OM');
    expect(content(arabic.tags, 'og:locale:alternate')).toBe('en_US');
    expect(content(arabic.tags, 'og:title')).toBe(arabic.title);
    expect(arabic.title).toMatch(ARABIC);
    expect(canonicalUrl('/')).toBe(`${SITE_ORIGIN}/`);
    expect(links(headTagsFor('/ar').tags, 'canonical')).toEqual([{ tag: 'link', rel: 'canonical', href: `${SITE_ORIGIN}/ar` }]);
  });

  it('links every public page to its twin both ways, with x-default on the English page', () => {
    for (const { path, englishPath } of LOCALIZED_PUBLIC_PAGES) {
      expect(links(headTagsFor(path).tags, 'alternate')).toEqual([
        { tag: 'link', rel: 'alternate', hrefLang: 'en', href: canonicalUrl(englishPath) },
        { tag: 'link', rel: 'alternate', hrefLang: 'ar', href: canonicalUrl(localizedPath(englishPath, 'ar')) },
        { tag: 'link', rel: 'alternate', hrefLang: 'x-default', href: canonicalUrl(englishPath) },
      ]);
    }
  });

  it('gives pages out of search results no canonical URL and no alternates', () => {
    const { tags } = headTagsFor(paths.signIn);
    expect(links(tags, 'canonical')).toEqual([]);
    expect(links(tags, 'alternate')).toEqual([]);
    expect(content(tags, 'robots')).toBe('noindex');
  });
});
