import { dayBefore, FUEL_ASSESSMENT_PORTS, muscatToday } from '@ctp/domain/fuel-assessments';
import { paths } from '@ctp/domain/paths';
import { PRICE_GROUPS, PRICE_INSTRUMENTS, PRICE_SYMBOLS, SYMBOLS_BY_GROUP, type PriceGroup } from '@ctp/domain/price-constants';
import { FUEL_ORIGIN_PORT_LABELS } from '@ctp/domain/trading';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowser } from './support/browser';
import { deleteAssessments, enterAssessment, fuelBoard } from './support/fuel';
import { loginAs } from './support/login';
import { shown } from './support/portal';
import { settled } from './support/portal-walk';

/**
 * Market prices in a real browser (issue 18): the desk's fuel price assessments, entered in Admin › Fuel Prices and
 * read by traders on the Trading tab (the board and the EN590 average tile), in Market Intelligence and as the
 * reference of the fuel request form; and the eight symbols of the one symbol table in Market Intelligence's tiles
 * and chart picker. Each test removes the assessments it enters (the e2e server is shared by a worker's files).
 */

/** Money and days as the English portal writes them (en-US). */
const usd = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
const dayText = (day: string) => new Date(`${day}T00:00:00.000Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

const MONEY = /\$\d{1,3}(,\d{3})*\.\d{2}/;

const menu = (page: Page, portal: 'TRADER' | 'ADMINISTRATOR') => page.getByRole('navigation', { name: portal });

async function openTraderTab(page: Page, tab: 'Trading' | 'Market Intelligence') {
  await menu(page, 'TRADER').getByRole('link', { name: tab, exact: true }).click();
  await shown(page.getByRole('heading', { level: 1, name: tab }));
  await settled(page);
}

/** The board's row of a product at a port. */
const boardRow = (board: Locator, product: string, portLabel: string) =>
  board.getByRole('row').filter({ hasText: portLabel }).filter({ has: board.page().getByRole('rowheader', { name: product }) });

describe('fuel price assessments entered by the desk', () => {
  const browser = sharedBrowser();

  it('the desk enters EN590 at Fujairah for today; a trader sees it on the Trading tab, in Market Intelligence and in the fuel request form; the same day again is refused', async () => {
    const product = 'EN590';
    const port = 'Fujairah';
    const portLabel = FUEL_ORIGIN_PORT_LABELS[port];
    const today = muscatToday();
    const price = 731.25;
    const note = 'FOB barge, 10 ppm sulphur';
    const { page: desk } = await loginAs(browser(), 'admin');
    try {
      // Admin › Fuel Prices: the form's day is today in Muscat.
      await menu(desk, 'ADMINISTRATOR').getByRole('link', { name: 'Fuel Prices', exact: true }).click();
      await desk.waitForURL('**/portal-admin/fuel-prices**');
      const form = desk.getByRole('region', { name: 'New assessment', exact: true });
      await form.getByLabel('Product').selectOption(product);
      await form.getByLabel('Port').selectOption(port);
      expect(await form.getByLabel('Day (Muscat time)').inputValue()).toBe(today);
      await form.getByLabel('Price (USD per metric ton)').fill(String(price));
      await form.getByLabel('Basis or note').fill(note);
      await form.getByRole('button', { name: 'Save assessment' }).click();
      await shown(form.getByText(`Saved: ${product} at ${portLabel} for ${dayText(today)}, ${usd(price)}/MT.`));

      // The history lists it, with who entered it.
      const history = desk.getByRole('region', { name: 'History', exact: true });
      const entered = history.getByRole('row').filter({ hasText: portLabel }).filter({ hasText: product }).filter({ hasText: dayText(today) });
      await shown(entered);
      const row = await entered.innerText();
      for (const shownText of [usd(price), note, 'admin@example.com']) expect(row).toContain(shownText);

      // The same product, port and day again: the API's 409, in the form; the history keeps the one.
      await form.getByLabel('Price (USD per metric ton)').fill('735');
      await form.getByRole('button', { name: 'Save assessment' }).click();
      await shown(form.getByText(`An assessment of ${product} at ${port} for ${today} already exists: edit it instead`));
      expect(await entered.count()).toBe(1);
      expect(await entered.innerText()).toContain(usd(price));

      // The trader's Trading tab: the board's row and the EN590 average over the ports the desk assessed.
      const { page: trader } = await loginAs(browser(), 'trader');
      await openTraderTab(trader, 'Trading');
      const board = trader.getByRole('region', { name: 'Fuel price assessments', exact: true });
      const traded = boardRow(board, product, portLabel);
      await shown(traded);
      const tradedText = await traded.innerText();
      for (const shownText of [usd(price), note, dayText(today)]) expect(tradedText).toContain(shownText);
      // The source line: under the board, and on the tile.
      await shown(board.getByText('Assessed by the desk').first());
      expect(await board.getByText('Assessed by the desk').count()).toBe(2);
      const en590 = (await fuelBoard()).entries.filter((entry) => entry.product === product);
      const average = Math.round(en590.reduce((sum, entry) => sum + Math.round(entry.price * 100), 0) / en590.length) / 100;
      const tile = board.getByRole('article', { name: 'EN590 average', exact: true });
      await shown(tile.getByText(usd(average), { exact: true }));
      await shown(tile.getByText(`Average of ${en590.length} ${en590.length === 1 ? 'port' : 'ports'}`));

      // The fuel request form: the reference for EN590 at Fujairah, and none at a port the desk has not assessed.
      await trader.getByRole('button', { name: 'Request Fuel Trade' }).click();
      const request = trader.getByRole('dialog', { name: 'Fuel Trade Request', exact: true });
      await request.getByLabel('Commodity').selectOption({ label: product });
      await request.getByLabel('Origin port').selectOption(port);
      const reference = request.getByText(/^Desk assessment:/);
      await shown(reference);
      expect(await reference.innerText()).toBe(`Desk assessment: ${product} ${port} ${usd(price)}/MT on ${dayText(today)}`);
      const unassessed = FUEL_ASSESSMENT_PORTS.find((candidate) => !en590.some((entry) => entry.port === candidate));
      if (unassessed) {
        await request.getByLabel('Origin port').selectOption(unassessed);
        await expect.poll(() => reference.count()).toBe(0);
      }
      await trader.keyboard.press('Escape');
      await expect.poll(() => request.count()).toBe(0);

      // Market Intelligence shows the same board.
      await openTraderTab(trader, 'Market Intelligence');
      const intelligence = boardRow(trader.getByRole('region', { name: 'Fuel price assessments', exact: true }), product, portLabel);
      await shown(intelligence);
      expect(await intelligence.innerText()).toContain(usd(price));

      // The desk deletes it; the trader's board no longer has it.
      await history.getByRole('button', { name: `Delete ${product} at ${portLabel} for ${dayText(today)}` }).click();
      const confirm = desk.getByRole('dialog', { name: 'Delete this assessment?', exact: true });
      await shown(confirm.getByText(`${product} at ${portLabel} for ${dayText(today)}: ${usd(price)}/MT.`, { exact: false }));
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect.poll(() => entered.count()).toBe(0);
      await trader.reload();
      await shown(trader.getByRole('region', { name: 'Fuel price assessments', exact: true }));
      await settled(trader);
      expect(await intelligence.filter({ hasText: dayText(today) }).count()).toBe(0);
    } finally {
      await deleteAssessments({ product, port, day: today });
    }
  });

  it("the board shows the change from the assessment before and the age of one more than a day old", async () => {
    const product = 'Jet A1';
    const port = 'Rotterdam';
    const today = muscatToday();
    const [earlier, latest] = [dayBefore(today, 12), dayBefore(today, 10)];
    await enterAssessment({ product, port, day: earlier, price: 820 });
    try {
      await enterAssessment({ product, port, day: latest, price: 805.5 });
      const { page: trader } = await loginAs(browser(), 'trader');
      await openTraderTab(trader, 'Market Intelligence');
      const row = boardRow(trader.getByRole('region', { name: 'Fuel price assessments', exact: true }), product, FUEL_ORIGIN_PORT_LABELS[port]);
      await shown(row);
      const text = await row.innerText();
      // 805.50 − 820.00 = −14.50, −1.77 %: down, since the earlier day; ten days old.
      for (const shownText of [usd(805.5), '14.50', '1.77%', `since ${dayText(earlier)}`, dayText(latest), '10 days old']) expect(text).toContain(shownText);
      expect(await row.locator('[data-trend]').getAttribute('data-trend')).toBe('down');
    } finally {
      await deleteAssessments({ product, port });
    }
  });
});

/** The board's heading of each group of the symbol table, in English. */
const GROUP_HEADINGS: Record<PriceGroup, string> = { metals: 'Metals', energy: 'Energy', fx: 'Currency' };

describe('Market Intelligence: every symbol of the one symbol table', () => {
  const browser = sharedBrowser();

  it('shows a price tile for each symbol in its group, and the chart offers each, loading its history', async () => {
    const { page } = await loginAs(browser(), 'trader');
    await page.goto(`${paths.traderPortal}/market-intelligence`);
    const live = page.getByRole('region', { name: 'Live Markets', exact: true });

    for (const group of PRICE_GROUPS) {
      const section = live.getByRole('region', { name: GROUP_HEADINGS[group], exact: true });
      const tiles = section.getByRole('article');
      await expect.poll(() => tiles.count()).toBe(SYMBOLS_BY_GROUP[group].length);
      const names = await tiles.evaluateAll((articles) => articles.map((article) => article.querySelector('h4')?.textContent?.trim()));
      expect(names).toEqual(SYMBOLS_BY_GROUP[group].map((symbol) => PRICE_INSTRUMENTS[symbol].name));
      for (const tile of await tiles.all()) await expect.poll(() => tile.innerText()).toMatch(MONEY);
    }
    expect(PRICE_GROUPS.flatMap((group) => SYMBOLS_BY_GROUP[group])).toEqual([...PRICE_SYMBOLS]);

    const picker = live.getByRole('group', { name: 'Instrument', exact: true });
    expect(await picker.getByRole('button').allInnerTexts()).toEqual(PRICE_SYMBOLS.map((symbol) => PRICE_INSTRUMENTS[symbol].name));
    const [first, ...others] = PRICE_SYMBOLS;
    expect(await picker.getByRole('button', { name: PRICE_INSTRUMENTS[first].name, exact: true }).getAttribute('aria-pressed')).toBe('true');
    await shown(live.getByRole('heading', { name: `${PRICE_INSTRUMENTS[first].name} price history`, exact: true }));
    for (const symbol of others) {
      const { name } = PRICE_INSTRUMENTS[symbol];
      const history = page.waitForResponse((r) => new URL(r.url()).pathname === `/price-api/price/${symbol}/history`);
      await picker.getByRole('button', { name, exact: true }).click();
      expect((await history).status(), `${symbol} history`).toBe(200);
      expect(await picker.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')).toBe('true');
      await shown(live.getByRole('heading', { name: `${name} price history`, exact: true }));
    }
  });
});
