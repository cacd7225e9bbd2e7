import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackSummary, stubFetch, summary } from '@/test/quotes';
import { MarketDashboard } from './market-dashboard';

const card = (name: string) => screen.getByRole('article', { name });

describe('MarketDashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows gold, crude oil and the USD index with price, signed change, direction and updated time', async () => {
    stubFetch(summary());
    render(<MarketDashboard />);
    await screen.findByText('$2,400.50');
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual(['Gold', 'Crude Oil (Brent)', 'USD Index']);
    const crude = within(card('Crude Oil (Brent)'));
    expect(crude.getByText('$75.20')).toBeInTheDocument();
    expect(crude.getByText('-0.80 (-1.05%)').closest('[data-trend]')).toHaveAttribute('data-trend', 'down');
    expect(crude.getByText('Down')).toHaveClass('sr-only');
    const usd = within(card('USD Index'));
    expect(usd.getByText('$104.10')).toBeInTheDocument();
    expect(usd.getByText('0.00 (0.00%)').closest('[data-trend]')).toHaveAttribute('data-trend', 'flat');
    const gold = within(card('Gold'));
    expect(gold.getByText('+20.25 (+0.85%)').closest('[data-trend]')).toHaveClass('text-emerald-400');
    expect(gold.getByText(/Updated/).querySelector('time')).toHaveAttribute('datetime', '2026-03-11T14:59:00.000Z');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the fallback notice when the fallback data is served', async () => {
    stubFetch(fallbackSummary());
    render(<MarketDashboard />);
    expect(await screen.findByText('$82.45')).toBeInTheDocument();
    expect(screen.getByText('$103.25')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Using fallback data - service may be unavailable');
  });

  it('notes delayed prices when the last known quotes are served', async () => {
    stubFetch(summary({ gold: { stale: true } }));
    render(<MarketDashboard />);
    expect(await screen.findByText('Live prices are delayed; showing the last known price')).toHaveAttribute('role', 'status');
  });

  it("says 'Failed to load market data' with 'Try again', which reloads the page, when the service is down", async () => {
    stubFetch(new Error('offline'));
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    render(<MarketDashboard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load market data');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to load price' on the one card whose quote is broken", async () => {
    const body = { ...summary(), crude_oil: { symbol: 'BRENT', price: 'n/a' } };
    stubFetch(body);
    render(<MarketDashboard />);
    await screen.findByText('$2,400.50');
    const crude = within(card('Crude Oil (Brent)'));
    expect(crude.getByRole('alert')).toHaveTextContent('Failed to load price');
    expect(crude.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
