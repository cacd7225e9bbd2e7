import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackSummary, stubFetch, summary } from '@/test/quotes';
import { GoldPriceCard } from './gold-price-card';

describe('GoldPriceCard', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the live gold price from the market summary with its signed change', async () => {
    const fetch = stubFetch(summary());
    render(<GoldPriceCard />);
    expect(await screen.findByText('$2,400.50')).toBeInTheDocument();
    expect(screen.getByText('+20.25 (+0.85%)')).toBeInTheDocument();
    expect(screen.getByText('+20.25 (+0.85%)').closest('[data-trend]')).toHaveAttribute('data-trend', 'up');
    expect(screen.queryByText('Using fallback data - service may be unavailable')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/price-api/prices/market-summary', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('shows the fallback notice when the service could only give the fallback data', async () => {
    stubFetch(fallbackSummary());
    render(<GoldPriceCard />);
    expect(await screen.findByText('$2,043.50')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Using fallback data - service may be unavailable');
    expect(screen.getByText('0.00 (0.00%)').closest('[data-trend]')).toHaveAttribute('data-trend', 'flat');
  });

  it('labels simulated quotes so nobody takes them for live prices', async () => {
    stubFetch(summary({ gold: { source: 'simulated', market_status: 'simulated' } }));
    render(<GoldPriceCard />);
    expect(await screen.findByText('$2,400.50')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Simulated prices for demonstration, not live market data');
  });

  it("says 'Failed to load gold price' when the service cannot be reached", async () => {
    stubFetch(new Error('offline'));
    render(<GoldPriceCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load gold price');
  });

  it("says 'Failed to load gold price' when the service answers an error", async () => {
    stubFetch({ status: 500, body: { message: 'boom', code: 'INTERNAL_ERROR', status: 500 } });
    render(<GoldPriceCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load gold price');
  });

  it('refreshes every 30 seconds and keeps the last price if a refresh fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubFetch(summary(), summary({ gold: { price: 2410 } }), new Error('offline'));
    render(<GoldPriceCard />);
    expect(await screen.findByText('$2,400.50')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText('$2,410.00')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(screen.getByText('$2,410.00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops polling and cancels the request in flight when it leaves the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubFetch(summary());
    const { unmount } = render(<GoldPriceCard />);
    const signal = fetch.mock.calls[0]![1]!.signal as AbortSignal;
    unmount();
    expect(signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
