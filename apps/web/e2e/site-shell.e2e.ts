import { AxeBuilder } from '@axe-core/playwright';
import { LOCALIZED_PUBLIC_PAGES } from '@ctp/domain/languages';
import { PAGE_HYDRATED_EVENT } from '@ctp/domain/page-boot';
import { PUBLIC_PAGE_PATHS, paths } from '@ctp/domain/paths';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_HEADS, canonicalUrl, publicPageHeads, type PublicPagePath } from '../src/features/site/seo';
import { DESKTOP, MOBILE, baseUrl, sharedBrowser, openPage } from './support/browser';

/**
 * The public site's frame and landing story, as visitors get them from the production build:
 * the navigation bar, the mobile menu, the scroll story, the prerendered HTML and its head, and
 * accessibility of the landing page.
 */
const browser = sharedBrowser();

async function withPage<T>(viewport: { width: number; height: number }, use: (page: Page) => Promise<T>, options: { reducedMotion?: 'reduce' } = {}): Promise<T> {
  const { context, page } = await openPage(browser(), viewport);
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: options.reducedMotion });
  try {
    return await use(page);
  } finally {
    await context.close();
  }
}

/** Waits until the next two frames have rendered, so scroll-driven styles have been written. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Scrolls to a story position in viewport heights (spec 2.5's units). */
async function scrollStoryTo(page: Page, position: number) {
  await page.evaluate((to) => window.scrollTo(0, to * document.getElementById('landing-stage')!.offsetHeight), position);
  await settle(page);
}

/** Opens the landing page and makes the first scroll, which brings in the motion layer. */
async function openLandingStory(page: Page) {
  await page.goto(paths.home);
  await page.evaluate(() => window.scrollTo(0, 1));
  await page.locator('[data-landing-story][data-motion="on"]').waitFor();
}

const opacityOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => Number(getComputedStyle(element).opacity));

/** Whether the bar means to be shown (its 0.5 s fade follows). */
async function navbarShown(page: Page): Promise<boolean> {
  const header = page.locator('header[data-shown]');
  return (await header.getAttribute('data-shown')) === 'true';
}

describe('navigation bar on the landing page', () => {
  it('is hidden at the top, appears after one viewport height, and steps aside for the call to action', async () => {
    await withPage(DESKTOP, async (page) => {
      await openLandingStory(page);
      await scrollStoryTo(page, 0);
      expect(await navbarShown(page)).toBe(false);

      await scrollStoryTo(page, 0.9);
      expect(await navbarShown(page)).toBe(false);

      await scrollStoryTo(page, 1.2);
      await expect.poll(() => navbarShown(page)).toBe(true);
      await expect.poll(() => opacityOf(page, 'header[data-shown]')).toBe(1);

      await scrollStoryTo(page, 7.6);
      await expect.poll(() => navbarShown(page)).toBe(false);
      await expect.poll(() => opacityOf(page, 'header[data-shown]')).toBe(0);

      // Back once the call to action has faded and the footer rises.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => navbarShown(page)).toBe(true);
    });
  });

  it('comes back into view when a keyboard user tabs into it', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto(paths.home);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).focus();
      await expect.poll(() => opacityOf(page, 'header[data-shown]')).toBe(1);
    });
  });
});

describe('navigation bar on other pages', () => {
  it('is transparent at the top and turns into dark glass after 50 px of scroll', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto(paths.about);
      const header = page.locator('header[data-shown]');
      const glass = 'header[data-shown] > div[aria-hidden="true"]';
      expect(await header.getAttribute('data-shown')).toBe('true');
      expect(await header.getAttribute('data-raised')).toBe('false');
      await expect.poll(() => opacityOf(page, glass)).toBe(0);
      expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBe(64);

      await page.evaluate(() => window.scrollTo(0, 40));
      await settle(page);
      expect(await header.getAttribute('data-raised')).toBe('false');

      await page.evaluate(() => window.scrollTo(0, 120));
      await expect.poll(() => header.getAttribute('data-raised')).toBe('true');
      await expect.poll(() => opacityOf(page, glass)).toBe(1);
    });
  });

  it('links every section in spec order, highlights the current one, and leads the logo home and the portal button to sign-in', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto(paths.gold);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const links = nav.getByRole('list').first().getByRole('link');
      expect(await links.allTextContents()).toEqual([
        'About',
        'Gold Trading',
        'Fuel Trading',
        'Market Intelligence',
        'Streaming & Royalty',
        'Advisory',
        'Contact',
      ]);
      expect(await nav.getByRole('link', { name: 'Gold Trading' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: 'Fuel Trading' }).getAttribute('aria-current')).toBeNull();
      expect(await nav.getByRole('link', { name: /home/ }).getAttribute('href')).toBe(paths.home);
      expect(await nav.getByRole('link', { name: 'User Portal' }).getAttribute('href')).toBe(paths.signIn);

      await nav.getByRole('link', { name: 'Fuel Trading' }).click();
      await page.waitForURL('**/fuel');
      await expect.poll(() => nav.getByRole('link', { name: 'Fuel Trading' }).getAttribute('aria-current')).toBe('page');
      await expect.poll(() => page.title(), { timeout: 5_000 }).toBe(PUBLIC_PAGE_HEADS[paths.fuel].title);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonicalUrl(paths.fuel));
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(PUBLIC_PAGE_HEADS[paths.fuel].description);
    });
  });
});

describe('mobile menu', () => {
  it('opens and closes from its button, and closes when an item is chosen', async () => {
    await withPage(MOBILE, async (page) => {
      await page.goto(paths.about);
      const button = page.getByRole('button', { name: 'Open menu' });
      const menu = page.locator('#site-menu');
      expect(await button.getAttribute('aria-controls')).toBe('site-menu');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.isVisible()).toBe(false);

      await button.click();
      const close = page.getByRole('button', { name: 'Close menu' });
      expect(await close.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.isVisible()).toBe(true);
      expect(await menu.getByRole('link').allTextContents()).toContain('User Portal');

      await close.click();
      expect(await menu.isVisible()).toBe(false);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name: 'Streaming & Royalty' }).click();
      await page.waitForURL('**/streaming');
      expect(await menu.isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    });
  });

  it('works from the keyboard alone: Enter opens, Tab reaches the items, Escape closes and returns focus', async () => {
    await withPage(MOBILE, async (page) => {
      await page.goto(paths.contact);
      const button = page.getByRole('button', { name: 'Open menu' });
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.locator('#site-menu');
      // A press before the page's code has loaded is held and repeated once it has (decision 025).
      await expect.poll(() => menu.isVisible()).toBe(true);

      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About');

      await page.keyboard.press('Escape');
      expect(await menu.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-menu');
    });
  });
});

describe('landing story', () => {
  it('shows each scene at its scroll position', async () => {
    await withPage(DESKTOP, async (page) => {
      await openLandingStory(page);
      const scenes = async () => ({
        logo: await opacityOf(page, '[data-scene="logo"]'),
        tagline: await opacityOf(page, '[data-scene="tagline"]'),
        statistics: await opacityOf(page, '[data-scene="statistics"]'),
        pillars: await opacityOf(page, '[data-scene="pillars"]'),
        callToAction: await opacityOf(page, '[data-scene="call-to-action"]'),
      });

      await scrollStoryTo(page, 0);
      expect(await scenes()).toMatchObject({ logo: 1, tagline: 0, statistics: 0 });
      expect(await opacityOf(page, '[data-scroll-hint]')).toBe(1);

      await scrollStoryTo(page, 0.8);
      expect((await scenes()).logo).toBe(0);

      await scrollStoryTo(page, 1.7);
      expect(await scenes()).toMatchObject({ logo: 0, tagline: 1, statistics: 0 });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Your Global Gateway to Commodity Trading, Intelligence and Investment',
      );

      await scrollStoryTo(page, 3.4);
      expect(await scenes()).toMatchObject({ tagline: 0, statistics: 1, pillars: 0 });

      await scrollStoryTo(page, 7.7);
      expect(await scenes()).toMatchObject({ pillars: 0, callToAction: 1 });
      const start = page.getByRole('link', { name: 'Start Trading Now' });
      expect(await start.getAttribute('href')).toBe(paths.signIn);
    });
  });

  it('counts the statistics up from 30% of their scene and ends on 6, $5B+ and 20+', async () => {
    await withPage(DESKTOP, async (page) => {
      await openLandingStory(page);
      const counters = () => page.locator('[data-counter]').allTextContents();

      await scrollStoryTo(page, 2.8 + 1.2 * 0.29);
      expect(await counters()).toEqual(['0', '$0B+', '0+']);

      await scrollStoryTo(page, 3.35);
      const midway = await counters();
      expect(midway).not.toEqual(['0', '$0B+', '0+']);
      expect(midway).not.toEqual(['6', '$5B+', '20+']);

      await scrollStoryTo(page, 4);
      expect(await counters()).toEqual(['6', '$5B+', '20+']);
    });
  });

  it('cycles the three pillars from 4.8 to 6.8 and stretches the accent bar near the end', async () => {
    await withPage(DESKTOP, async (page) => {
      await openLandingStory(page);
      const pillars = () => Promise.all([0, 1, 2].map((i) => opacityOf(page, `[data-pillar="${i}"]`)));
      const barScale = () =>
        page.locator('[data-accent-bar]').evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).d);

      for (const [position, visible] of [
        [4.5, 0],
        [5.8, 1],
        [6.5, 2],
      ] as const) {
        await scrollStoryTo(page, position);
        expect((await pillars()).map((opacity) => opacity === 1)).toEqual([0, 1, 2].map((i) => i === visible));
      }
      expect(await barScale()).toBeCloseTo(1);
      await scrollStoryTo(page, 6.85);
      expect(await barScale()).toBeCloseTo(3);
    });
  });

  it('turns a vertical swipe into a page scroll of twice its length on touch screens', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: MOBILE, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      await openLandingStory(page);
      const before = await page.evaluate(() => window.scrollY);
      const touch = await context.newCDPSession(page);
      const at = (y: number) => [{ x: 200, y }];
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(600) });
      for (let y = 590; y >= 500; y -= 10) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before + 200);
    } finally {
      await context.close();
    }
  });

  it('is a plain readable page with reduced motion: every scene shown, counters at their final values', async () => {
    await withPage(
      DESKTOP,
      async (page) => {
        await page.goto(paths.home);
        await page.mouse.move(20, 20);
        for (const scene of ['logo', 'tagline', 'statistics', 'pillars', 'call-to-action']) {
          expect(await opacityOf(page, `[data-scene="${scene}"]`)).toBe(1);
        }
        expect(await page.locator('[data-counter]').first().isVisible()).toBe(false);
        expect(await page.getByText('$5B+', { exact: true }).isVisible()).toBe(true);
        expect(await page.locator('[data-landing-story]').getAttribute('data-motion')).toBeNull();
      },
      { reducedMotion: 'reduce' },
    );
  });

  it('hydrates without errors and navigates in the client', async () => {
    await withPage(DESKTOP, async (page) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(paths.home);
      await page.waitForLoadState('networkidle');
      // The frame hydrates once the visitor engages (decision 025, 026); until then a link is a plain link.
      const hydrated = page.evaluate((event) => new Promise<void>((done) => document.addEventListener(event, () => done(), { once: true })), PAGE_HYDRATED_EVENT);
      await page.mouse.move(10, 10);
      await hydrated;
      // A full page load would lose this mark; a client navigation keeps it.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.locator('footer a[href="/advisory"]').click();
      await page.waitForURL('**/advisory');
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(errors).toEqual([]);
    });
  });
});

describe('prerendered pages', () => {
  const textOf = (html: string) => html.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  it.each(LOCALIZED_PUBLIC_PAGES)('$path has its heading, title, description, canonical URL and Open Graph tags before any script runs', async ({ path: pathname, language, englishPath }) => {
    const response = await fetch(`${baseUrl()}${pathname}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = publicPageHeads(language)[englishPath as PublicPagePath];
    const escaped = (value: string) => value.replace(/&/g, '&amp;');

    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(textOf(html.slice(html.indexOf('<h1'), html.indexOf('</h1>'))).trim()).not.toBe('');
    expect(html).toContain(`<title>${escaped(head.title)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped(head.description)}"`);
    expect(html).toContain(`<link rel="canonical" href="${canonicalUrl(pathname)}"`);
    expect(html).toContain(`<meta property="og:url" content="${canonicalUrl(pathname)}"`);
    expect(html).toContain(`<meta property="og:title" content="${escaped(head.title)}"`);
    expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"');
    // The first screen needs this HTML alone (decision 025): the CSS is inline; the entry script and the web font wait
    // in a template, and the page's own modules for the visitor's first engagement.
    const afterPaint = html.match(/<template id="after-paint">(.*?)<\/template>/)?.[1] ?? '';
    const outsideTemplate = html.replace(afterPaint, '');
    expect(outsideTemplate).toContain('<style>');
    expect(outsideTemplate).not.toMatch(/<script[^>]* src=|<link rel="(stylesheet|preload|modulepreload)"/);
    // The entry, the chunks it imports (shared with the pages' modules) and the web fonts.
    expect(afterPaint).toMatch(/^(<link rel="modulepreload" crossorigin href="\/assets\/[\w-]+\.js">)*<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script><link rel="stylesheet" href="\/assets\/fonts-\w+\.css">$/);
    if (language === 'en') expect(textOf(html)).toContain('© 2024 Oman Commodities Group. All rights reserved.');
  });

  it("loads only the entry script until the visitor engages, then the page's own modules", async () => {
    await withPage(MOBILE, async (page) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(paths.about, { waitUntil: 'networkidle' });
      // The entry and the chunks it imports, as its after-paint template lists them: nothing of the page itself.
      const entry = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('head script[src], head link[rel="modulepreload"]')].map((tag) => new URL('src' in tag ? tag.src : tag.href).pathname),
      );
      expect(entry).toContainEqual(expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/));
      expect([...new Set(scripts)].sort()).toEqual([...entry].sort());
      // The press engages: the page's modules load, and the press, held meanwhile, then opens the menu.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true);
      expect(scripts.some((script) => /^\/assets\/about-[\w-]+\.js$/.test(script))).toBe(true);
    });
  });

  it('the landing page carries all its scene text', async () => {
    const text = textOf(await (await fetch(`${baseUrl()}/`)).text());
    for (const phrase of [
      'Your Global Gateway to Commodity Trading, Intelligence and Investment',
      'Global Offices',
      '$5B+',
      'Partner and Mandate Ecosystem',
      'Trade Execution',
      'Commodity Market Intelligence',
      'Commodity Investment',
      'Ready to Transform Your Trading?',
      'Start Trading Now',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('the sitemap lists every public page and robots.txt points to it', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    for (const pathname of PUBLIC_PAGE_PATHS) expect(sitemap).toContain(`<loc>${canonicalUrl(pathname)}</loc>`);
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain(`Sitemap: ${canonicalUrl('/')}sitemap.xml`);
  });

  it('pages the browser renders alone (sign-in, portals) get the unrendered shell, kept out of search results', async () => {
    const html = await (await fetch(`${baseUrl()}${paths.signIn}`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex"');
  });
});

describe('accessibility of the landing page', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('has no serious or critical axe violations at %s width, at the top and inside the story', async (_name, viewport) => {
    await withPage(viewport, async (page) => {
      await page.goto(paths.home);
      await page.waitForLoadState('networkidle');
      const check = async () => {
        const { violations } = await new AxeBuilder({ page }).analyze();
        return violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      };
      expect(await check()).toEqual([]);
      await openLandingStory(page);
      await scrollStoryTo(page, 5.8);
      // Contrast is judged once the bar has finished fading in.
      await expect.poll(() => opacityOf(page, 'header[data-shown]')).toBe(1);
      expect(await check()).toEqual([]);
    });
  });
});
