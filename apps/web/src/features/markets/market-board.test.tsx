import { INSTRUMENTS_AR } from '@ctp/domain/arabic-common';
import { PRICE_INSTRUMENTS, PRICE_SYMBOLS } from '@ctp/domain/price-constants';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '@/lib/i18n/language';
import { allPrices, stubFetch } from '@/test/quotes';
import { MarketBoard } from './market-board';

const tileNames = (container: HTMLElement = document.body) =>
  within(container)
    .getAllByRole('article')
    .map((tile) => tile.querySelector('h4')?.textContent);

describe('MarketBoard', () => {
  afterEach(() => {
    showLanguage('en');
    vi.unstubAllGlobals();
  });

  it('shows a tile for every symbol of the table, from one call to /prices/all', async () => {
    const fetch = stubFetch(allPrices());
    render(<MarketBoard />);
    await screen.findByText('$2,400.50');
    expect(tileNames()).toEqual(PRICE_SYMBOLS.map((symbol) => PRICE_INSTRUMENTS[symbol].name));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/price-api/prices/all');
    const heatingOil = within(screen.getByRole('article', { name: 'Heating Oil (NY Harbor ULSD)' }));
    expect(heatingOil.getByText('$2.68')).toBeInTheDocument();
    expect(heatingOil.getByText('per US gallon')).toBeInTheDocument();
  });

  it('groups the tiles: metals, energy, then the dollar', async () => {
    stubFetch(allPrices());
    render(<MarketBoard />);
    const metals = await screen.findByRole('region', { name: 'Metals' });
    expect(tileNames(metals)).toEqual(['Gold', 'Silver', 'Platinum', 'Palladium']);
    expect(tileNames(screen.getByRole('region', { name: 'Energy' }))).toEqual(['Crude Oil (Brent)', 'Crude Oil (WTI)', 'Heating Oil (NY Harbor ULSD)']);
    expect(tileNames(screen.getByRole('region', { name: 'Currency' }))).toEqual(['USD Index']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Metals', 'Energy', 'Currency']);
  });

  it('names the groups and instruments in Arabic', async () => {
    showLanguage('ar');
    stubFetch(allPrices());
    render(<MarketBoard />);
    const metals = await screen.findByRole('region', { name: 'المعادن' });
    expect(tileNames(metals)).toEqual(['الذهب', 'الفضة', 'البلاتين', 'البلاديوم']);
    expect(tileNames()).toEqual(PRICE_SYMBOLS.map((symbol) => INSTRUMENTS_AR[symbol].name));
    expect(screen.getByRole('region', { name: 'الطاقة' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'العملات' })).toBeInTheDocument();
  });

  it("says 'Failed to load price' on the one tile whose quote is missing or broken", async () => {
    const body = allPrices({ XAG: { price: Number.NaN } });
    stubFetch({ prices: body.prices.filter((q) => q.symbol !== 'XPD') });
    render(<MarketBoard />);
    await screen.findByText('$2,400.50');
    for (const name of ['Silver', 'Palladium']) {
      expect(within(screen.getByRole('article', { name })).getByRole('alert')).toHaveTextContent('Failed to load price');
    }
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('shows the fallback notice when a quote is the fixed fallback data', async () => {
    stubFetch(allPrices({ WTI: { source: 'fallback', stale: true, market_status: 'closed' } }));
    render(<MarketBoard />);
    expect(await screen.findByText('Using fallback data - service may be unavailable')).toHaveAttribute('role', 'status');
  });

  it("says 'Failed to load market data' when the service is down or answers nothing usable", async () => {
    stubFetch(new Error('offline'));
    const { unmount } = render(<MarketBoard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load market data');
    unmount();
    stubFetch({ prices: [{ symbol: 'XAU', price: 'n/a' }] });
    render(<MarketBoard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load market data');
  });
});
