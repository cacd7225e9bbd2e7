import type { PriceHistory } from '@ctp/domain/prices';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '@/lib/i18n/language';
import { history, stubFetch } from '@/test/quotes';
import { PriceHistoryChart } from './price-history-chart';

// The canvas needs a real browser; here a stand-in shows what it was given.
vi.mock('./history-chart-canvas', () => ({
  default: ({ history: h }: { history: PriceHistory }) => (
    <div data-testid="chart">
      {h.period}: {h.points.length} points
    </div>
  ),
}));

/** An IntersectionObserver the test moves by hand: `scrollNear()` brings every observed element into view. */
function stubIntersectionObserver() {
  const callbacks: Array<() => void> = [];
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      callbacks.push(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return { scrollNear: () => act(() => callbacks.forEach((fire) => fire())) };
}

describe('PriceHistoryChart', () => {
  let viewport: ReturnType<typeof stubIntersectionObserver>;
  beforeEach(() => {
    viewport = stubIntersectionObserver();
  });
  afterEach(() => {
    showLanguage('en');
    vi.unstubAllGlobals();
  });

  it('does not draw (nor load the chart library) until the chart is near the viewport', async () => {
    stubFetch(history('1mo', [1, 2, 3]));
    render(<PriceHistoryChart />);
    await screen.findByRole('button', { name: '1M' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
    viewport.scrollNear();
    expect(await screen.findByTestId('chart')).toHaveTextContent('1mo: 3 points');
  });

  it('loads 1M by default and another period when it is picked', async () => {
    const fetch = stubFetch(history('1mo', [1, 2, 3]), history('6mo', [1, 2, 3, 4, 5]));
    render(<PriceHistoryChart />);
    viewport.scrollNear();
    expect(await screen.findByTestId('chart')).toHaveTextContent('1mo: 3 points');
    expect(fetch.mock.calls[0]![0]).toBe('/price-api/price/XAU/history?period=1mo');
    expect(screen.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: '6M' }));
    expect(await screen.findByText('6mo: 5 points')).toBeInTheDocument();
    expect(fetch.mock.calls[1]![0]).toBe('/price-api/price/XAU/history?period=6mo');
    expect(screen.getByRole('button', { name: '6M' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('group', { name: 'Chart period' }).querySelectorAll('button')).toHaveLength(5);
  });

  it('says so when the history cannot be had', async () => {
    stubFetch({ status: 503, body: { message: 'Failed to fetch price history for XAU', code: 'PRICE_UNAVAILABLE', status: 503 } });
    render(<PriceHistoryChart />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch price history for XAU');
  });

  it('says up to which day the recorded closes go, and how old they are, when the source is down', async () => {
    stubFetch({ ...history('1mo', [1, 2, 3]), stale: true, last_close_day: '2026-03-03', age_days: 2 });
    render(<PriceHistoryChart />);
    expect(await screen.findByText('Daily closes up to Mar 3, 2026 (2 days old)')).toBeInTheDocument();
    expect(screen.queryByText('Live prices are delayed; showing the last known price')).not.toBeInTheDocument();
  });

  it.each([
    [1, 'Daily closes up to Mar 3, 2026 (1 day old)'],
    [0, 'Daily closes up to Mar 3, 2026 (today)'],
  ])('words an age of %i day(s)', async (age, notice) => {
    stubFetch({ ...history('6mo', [1, 2, 3]), stale: true, last_close_day: '2026-03-03', age_days: age });
    render(<PriceHistoryChart defaultPeriod="6mo" />);
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  it('says the same in Arabic', async () => {
    showLanguage('ar');
    stubFetch({ ...history('1mo', [1, 2, 3]), stale: true, last_close_day: '2026-03-03', age_days: 2 });
    render(<PriceHistoryChart />);
    expect(await screen.findByText(/^أسعار الإغلاق اليومية حتى .+ \(منذ يومين\)$/)).toBeInTheDocument();
  });

  it('notes delayed prices for a stale intraday answer, and nothing for a fresh one', async () => {
    stubFetch({ ...history('1d', [1, 2, 3]), interval: '5m', stale: true, last_close_day: null, age_days: null });
    const { unmount } = render(<PriceHistoryChart defaultPeriod="1d" />);
    expect(await screen.findByText('Live prices are delayed; showing the last known price')).toBeInTheDocument();
    unmount();
    stubFetch(history('1mo', [1, 2, 3]));
    render(<PriceHistoryChart />);
    await screen.findByRole('button', { name: '1M' });
    await screen.findByText(/TradingView/);
    expect(screen.queryByText(/Daily closes up to|Live prices are delayed/)).not.toBeInTheDocument();
  });

  it('says there is no history rather than draw a single point', async () => {
    stubFetch(history('1d', [5]));
    render(<PriceHistoryChart defaultPeriod="1d" />);
    expect(await screen.findByText('No price history for this period')).toBeInTheDocument();
  });
});
