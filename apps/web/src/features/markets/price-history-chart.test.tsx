import type { PriceHistory } from '@ctp/domain/prices';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  afterEach(() => vi.unstubAllGlobals());

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

  it('says there is no history rather than draw a single point', async () => {
    stubFetch(history('1d', [5]));
    render(<PriceHistoryChart defaultPeriod="1d" />);
    expect(await screen.findByText('No price history for this period')).toBeInTheDocument();
  });
});
