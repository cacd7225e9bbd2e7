import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '@/lib/i18n/language';
import type { HeadTag } from '../seo';

/** Marks the head tags that belong to the current page, so a navigation can swap them as a set. */
export const PAGE_TAG = 'data-page-head';

/**
 * Keeps the document head (title, description, canonical URL, language alternates, robots, Open Graph) in step with
 * client navigation and the reader's language. A prerendered page already carries its own head, so the first render
 * leaves it alone, and the SEO table is fetched only when a navigation actually needs it.
 */
export function SeoHead() {
  const { pathname } = useLocation();
  const language = useLanguage();

  useEffect(() => {
    const selector = `[${PAGE_TAG}][data-path="${CSS.escape(pathname)}"][data-lang="${CSS.escape(language)}"]`;
    if (document.head.querySelector(selector)) return;
    let current = true;
    void import('../seo').then(({ headTagsFor }) => {
      if (current) applyPageHead(pathname, headTagsFor(pathname, language));
    });
    return () => {
      current = false;
    };
  }, [pathname, language]);

  return null;
}

function applyPageHead(pathname: string, head: { title: string; language: string; tags: HeadTag[] }) {
  document.title = head.title;
  for (const stale of document.head.querySelectorAll(`[${PAGE_TAG}]`)) stale.remove();
  for (const tag of head.tags) {
    const element = document.createElement(tag.tag);
    if (tag.tag === 'meta') {
      element.setAttribute(tag.attribute, tag.key);
      element.setAttribute('content', tag.content);
    } else {
      element.setAttribute('rel', tag.rel);
      if (tag.rel === 'alternate') element.setAttribute('hreflang', tag.hrefLang);
      element.setAttribute('href', tag.href);
    }
    element.setAttribute(PAGE_TAG, '');
    element.setAttribute('data-path', pathname);
    element.setAttribute('data-lang', head.language);
    document.head.append(element);
  }
}
