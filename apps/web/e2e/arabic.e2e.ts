import { LOCALIZED_PUBLIC_PAGES, TERMS_KEPT_IN_LATIN } from '@ctp/domain/languages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Role } from './support/accounts';
import { allViolations } from './support/axe';
import { MOBILE, baseUrl, openPage, sharedBrowser } from './support/browser';
import { loginAs } from './support/login';
import { at, openTab, portalTabs, settled } from './support/portal-walk';

/**
 * Issue 17: every public page and every portal tab in Arabic is Arabic (no English left but proper names and
 * standard abbreviations), right to left, without horizontal overflow at 390 and 1366 px, and passes axe.
 */

const WIDTHS = [MOBILE, { width: 1366, height: 768 }] as const;
const ARABIC_PAGES = LOCALIZED_PUBLIC_PAGES.filter(({ language }) => language === 'ar');
const KEPT = new Set<string>(TERMS_KEPT_IN_LATIN);

/** Latin words as a reader meets them: EN590 and A1 whole, an identifier with its underscores. */
const wordsOf = (text: string) => text.match(/[A-Za-z][A-Za-z0-9_'’]*/g) ?? [];

/** The Latin words on screen (visible text and accessible names) that are neither kept terms nor in `data`. */
async function englishLeft(page: Page, data: ReadonlySet<string> = new Set()): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const seen: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Screen-reader-only text is rendered (clipped), so checkVisibility keeps it: it is read out, so it counts.
      // Text marked as another language (the switch's "English") is that language by design.
      const otherLanguage = parent?.closest('[lang]:not([lang="ar"])');
      if (parent && node.textContent?.trim() && !otherLanguage && !parent.closest('script, style, template, [aria-hidden="true"]') && parent.checkVisibility()) {
        seen.push(node.textContent);
      }
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (element.closest('[lang]:not([lang="ar"])')) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) seen.push(value);
      }
    }
    return seen;
  });
  const words = texts
    .map((text) => text.replace(/\S+@\S+\.\w+/g, ' ').replace(/https?:\/\/\S+/g, ' '))
    .flatMap((text) => wordsOf(text))
    // An identifier (ADMIN_IP_ALLOWLIST, a setting's key) is code, not words.
    .filter((word) => !word.includes('_') && !KEPT.has(word) && !data.has(word));
  return [...new Set(words)];
}

/** The page is laid out right to left and nothing sticks out sideways. */
async function layout(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
}

const browser = sharedBrowser();

describe('the public pages in Arabic', () => {
  it.each(WIDTHS.flatMap((viewport) => ARABIC_PAGES.map(({ path }) => ({ path, viewport, width: viewport.width }))))(
    '$path at $width px: rtl, Arabic only, no overflow, no axe violation',
    async ({ path, viewport }) => {
      const { context, page } = await openPage(browser(), viewport);
      try {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        // Engaged, so the page hydrates and any text the client writes is checked too.
        await page.mouse.move(10, 10);
        await page.waitForLoadState('networkidle');
        expect(await layout(page)).toEqual({ lang: 'ar', dir: 'rtl', overflow: 0 });
        expect(await englishLeft(page)).toEqual([]);
        expect(await allViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('is prerendered: lang and dir in the HTML itself, alternates both ways, both languages in the sitemap', async () => {
    const html = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text();
    const alternates = (page: string) => [...page.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="[^"]*?(\/[^"]*)"/g)].map(([, lang, href]) => `${lang} ${new URL(href!, 'http://x').pathname}`);
    const arabic = await html('/ar/gold');
    expect(arabic).toMatch(/<html lang="ar" dir="rtl">/);
    expect(alternates(arabic).sort()).toEqual(['ar /ar/gold', 'en /gold', 'x-default /gold']);
    expect(alternates(await html('/gold')).sort()).toEqual(['ar /ar/gold', 'en /gold', 'x-default /gold']);
    // The switch's link states the choice, so the server remembers it even before the page has hydrated.
    const chosen = await fetch(`${baseUrl()}/gold?lang=ar`, { redirect: 'manual' });
    expect([chosen.status, chosen.headers.get('location'), chosen.headers.get('set-cookie')]).toEqual([302, '/gold', expect.stringMatching(/^lang=ar; Path=\/; Max-Age=31536000/)]);
    const remembered = await fetch(`${baseUrl()}/about`, { redirect: 'manual', headers: { cookie: 'lang=ar' } });
    expect([remembered.status, remembered.headers.get('location')]).toEqual([302, '/ar/about']);
    const sitemap = await html('/sitemap.xml');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
    expect(listed.sort()).toEqual(LOCALIZED_PUBLIC_PAGES.map(({ path }) => (path === '/' ? '/' : path)).sort());
  });

  it('the switch leads from an English page to its Arabic twin, and the choice is remembered', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/gold');
      await page.mouse.move(10, 10);
      await page.getByRole('group', { name: 'Language' }).first().getByRole('link', { name: 'العربية' }).click();
      await page.waitForURL('**/ar/gold');
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      // Opening an English address again lands on the Arabic page: the server reads the remembered choice.
      await page.goto('/about');
      expect(new URL(page.url()).pathname).toBe('/ar/about');
    } finally {
      await context.close();
    }
  });
});

/** The words of everything the server sent the page: names, companies, order numbers are data, not interface. */
function collectServerWords(page: Page): Set<string> {
  const words = new Set<string>();
  page.on('response', async (response) => {
    if (!response.headers()['content-type']?.includes('application/json')) return;
    const body = await response.text().catch(() => '');
    for (const word of wordsOf(body)) words.add(word);
  });
  return words;
}

describe('the portals in Arabic', () => {
  it.each(['trader', 'seller', 'admin'] as const satisfies Role[])(
    'every tab of the %s portal at 390 and 1366 px: rtl, Arabic only, no overflow, axe clean',
    async (role) => {
      let serverWords = new Set<string>();
      // A fresh account: the language is stored on it, and the demo accounts stay English for the other tests.
      const { page, account } = await loginAs(browser(), role, {
        fresh: true,
        kyc: 'approved',
        beforeSignIn: (page) => {
          serverWords = collectServerWords(page);
        },
      });
      // The header's switch stores the language on the account; the portal turns Arabic at once.
      // The portal has drawn its first tab (a click during its first renders could land on a header being replaced).
      await settled(page);
      const [saved] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/v1/users/me/language')),
        page.getByRole('banner').getByRole('button', { name: 'العربية' }).click(),
      ]);
      expect(saved.status()).toBe(200);
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await page.emulateMedia({ reducedMotion: 'reduce' });

      const menu = (await page.locator('aside nav').first().getAttribute('aria-label')) ?? '';
      const tabs = await portalTabs(page, menu);
      const failures: string[] = [];
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        const phone = viewport.width < 1024;
        for (const tab of tabs) {
          const where = `${viewport.width}px, ${tab.href}`;
          await at(`${where}, opening the tab`, () => openTab(page, menu, tab, phone));
          await settled(page);
          const { dir, overflow } = await layout(page);
          if (dir !== 'rtl') failures.push(`${where}: dir ${dir}`);
          if (overflow > 0) failures.push(`${where}: ${overflow}px of horizontal overflow`);
          const english = await englishLeft(page, serverWords);
          if (english.length > 0) failures.push(`${where}: English left: ${english.join(', ')}`);
          failures.push(...(await allViolations(page)).map((line) => `${where}: ${line}`));
        }
      }
      expect(failures).toEqual([]);

      // The choice is the account's: a new session opens in Arabic.
      const again = await loginAs(browser(), account);
      await expect.poll(() => again.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    },
    300_000,
  );
});
