import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowser, openPage } from './support/browser';

/** A two-decimal dollar figure, as spec 9 shows prices. */
const MONEY = /\$\d{1,3}(,\d{3})*\.\d{2}/;

const fallbackQuote = (symbol: string, name: string, price: number) => ({
  symbol,
  name,
  price,
  change: 0,
  change_percent: 0,
  currency: 'USD',
  last_updated: '2026-11-22T08:00:00.000Z',
  market_status: 'closed',
  source: 'fallback',
  as_of: '2026-11-22T08:00:00.000Z',
  stale: true,
});

/** What the server answers when the upstream failed and no good quote was ever seen (spec 9's fixed data). */
const FALLBACK_SUMMARY = {
  gold: fallbackQuote('XAU', 'Gold', 2043.5),
  crude_oil: fallbackQuote('BRENT', 'Crude Oil (Brent)', 82.45),
  usd_index: fallbackQuote('DXY', 'USD Index', 103.25),
};

async function withPriceService(page: Page, handler: (route: Route) => Promise<void>) {
  await page.route('**/price-api/prices/market-summary', handler);
}

/** /gold's price sits below the first screen: a visitor scrolls to it, and it loads as it comes into view. */
async function openGoldPrice(page: Page) {
  await page.goto('/gold');
  const section = page.getByRole('region', { name: 'Live Gold Price' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

describe('live prices on the public pages (server on the simulated provider)', () => {
  const browser = sharedBrowser();

  it('/gold shows the live gold price with its change, updated time and the simulated label and no fallback notice', async () => {
    const { context, page } = await openPage(browser());
    const section = await openGoldPrice(page);
    await expect.poll(() => section.innerText(), { timeout: 10_000 }).toMatch(MONEY);
    const text = await section.innerText();
    expect(text).toMatch(/[+-−]?\d+\.\d{2}%|0\.00%/);
    expect(text).toMatch(/Updated/);
    expect(text).not.toContain('Using fallback data - service may be unavailable');
    // The e2e server runs the simulated provider, and the card says so.
    expect(text).toContain('Simulated prices for demonstration, not live market data');
    await context.close();
  });

  it('/gold shows the fallback notice when the service only has the fixed data', async () => {
    const { context, page } = await openPage(browser());
    await withPriceService(page, (route) => route.fulfill({ json: FALLBACK_SUMMARY }));
    const section = await openGoldPrice(page);
    await expect.poll(() => section.innerText(), { timeout: 10_000 }).toContain('Using fallback data - service may be unavailable');
    expect(await section.innerText()).toContain('$2,043.50');
    await context.close();
  });

  it("/gold says 'Failed to load gold price' when the service is down", async () => {
    const { context, page } = await openPage(browser());
    await withPriceService(page, (route) => route.fulfill({ status: 503, json: { message: 'down', code: 'SERVICE_UNAVAILABLE', status: 503 } }));
    const section = await openGoldPrice(page);
    await expect.poll(() => section.innerText(), { timeout: 10_000 }).toContain('Failed to load gold price');
    await context.close();
  });

  it('/insights shows gold, crude oil and the USD index, and a history chart whose period can be changed', async () => {
    const { context, page } = await openPage(browser());
    await page.goto('/insights');
    const dashboard = page.getByRole('region', { name: 'Live Market Dashboard' });
    await expect.poll(async () => (await dashboard.innerText()).match(new RegExp(MONEY, 'g'))?.length ?? 0, { timeout: 10_000 }).toBe(3);
    const cards = await dashboard.getByRole('article').allInnerTexts();
    expect(cards.map((c) => c.split('\n')[0])).toEqual([expect.stringMatching(/^Gold/), expect.stringMatching(/^Crude Oil/), expect.stringMatching(/^USD Index/)]);

    // The chart library loads only once the chart is near the viewport, and draws on a canvas.
    expect(await dashboard.locator('canvas').count()).toBe(0);
    await dashboard.getByRole('button', { name: '1Y' }).scrollIntoViewIfNeeded();
    await expect.poll(() => dashboard.locator('canvas').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const history = page.waitForResponse((r) => r.url().includes('/history?period=1y'));
    await dashboard.getByRole('button', { name: '1Y' }).click();
    expect((await history).status()).toBe(200);
    await context.close();
  });

  it("/insights says 'Failed to load market data' when the service is down, and 'Try again' reloads", async () => {
    const { context, page } = await openPage(browser());
    let calls = 0;
    await withPriceService(page, (route) => {
      calls += 1;
      return route.abort('connectionrefused');
    });
    await page.goto('/insights');
    const dashboard = page.getByRole('region', { name: 'Live Market Dashboard' });
    await expect.poll(() => dashboard.innerText(), { timeout: 10_000 }).toContain('Failed to load market data');
    const before = calls;
    const reload = page.waitForEvent('load');
    await dashboard.getByRole('button', { name: 'Try again' }).click();
    await reload;
    await expect.poll(() => calls).toBeGreaterThan(before);
    await context.close();
  });
});
