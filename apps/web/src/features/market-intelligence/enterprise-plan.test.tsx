import type { MarketPackage } from '@ctp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubFetch, type RouteHandler } from '@/test/fetch-mock';
import { MarketIntelligencePane } from './market-intelligence-pane';

afterEach(() => vi.unstubAllGlobals());

const BASIC: MarketPackage = { package: 'basic', grantedTo: null, grantedAt: null, apiTokens: false, awaitingCompany: null };
const ENTERPRISE: MarketPackage = { package: 'enterprise', grantedTo: 'Gulf Bullion Buyers LLC', grantedAt: '2026-03-01T09:00:00.000Z', apiTokens: true, awaitingCompany: null };

/** Everything the pane asks for answers empty; the plan is the test's. */
function server(plan: RouteHandler) {
  return stubFetch({
    'GET /api/v1/users/me/package': plan,
    'GET /api/v1/market/forecasts': () => json(200, { generatedAt: '2026-03-11T15:00:00.000Z', horizonDays: 3, method: null, forecasts: [], unavailable: [], reason: null }),
    'GET /api/v1/market/alerts': () => json(200, { alerts: [], total: 0, page: 1, totalPages: 0 }),
    'GET /api/v1/inquiries/mine': () => json(200, { inquiries: [], total: 0, page: 1, totalPages: 0 }),
  });
}

function renderPane() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MarketIntelligencePane />
    </QueryClientProvider>,
  );
}

describe('Market Intelligence by plan (issue 18)', () => {
  it('shows a Basic user what Enterprise adds instead of the forecasts, and never asks for them', async () => {
    const { callsTo } = server(() => json(200, BASIC));
    renderPane();

    const upgrade = within(await screen.findByRole('region', { name: 'Forecasts, weekly brief and API access' }));
    expect(upgrade.getByText('Your plan: Basic')).toBeInTheDocument();
    expect(upgrade.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "3-day forecasts of every metal, energy and currency price on this tab, with a 95% range and the model's confidence",
      'The weekly market brief, every Monday at 06:00 Muscat time once you switch it on in Settings',
      'Personal API tokens: read-only access to prices and to your own orders and deals',
    ]);
    expect(screen.queryByRole('region', { name: '3-Day Forecasts' })).not.toBeInTheDocument();
    const basic = within(screen.getByRole('article', { name: 'Basic' }));
    expect(basic.getByText('Current plan')).toBeInTheDocument();
    expect(basic.getByRole('button', { name: "You're on Basic" })).toBeDisabled();

    await userEvent.setup().click(await upgrade.findByRole('button', { name: 'Contact Sales' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Sales' })).toBeInTheDocument();
    expect(callsTo('GET /api/v1/market/forecasts')).toEqual([]);
  });

  it('tells a Basic user whose company has Enterprise that the desk has yet to confirm them', async () => {
    server(() => json(200, { ...BASIC, awaitingCompany: 'Gulf Bullion Buyers LLC' }));
    renderPane();

    const upgrade = within(await screen.findByRole('region', { name: 'Forecasts, weekly brief and API access' }));
    expect(
      upgrade.getByText('Gulf Bullion Buyers LLC has Enterprise. The desk confirms each colleague: you will have it once they add you.'),
    ).toBeInTheDocument();
  });

  it('shows an Enterprise user the forecasts and the company the plan was granted to', async () => {
    server(() => json(200, ENTERPRISE));
    renderPane();

    expect(await screen.findByRole('region', { name: '3-Day Forecasts' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Forecasts, weekly brief and API access' })).not.toBeInTheDocument();
    const enterprise = within(screen.getByRole('article', { name: 'Enterprise' }));
    expect(await enterprise.findByText('Your plan: Enterprise, granted to Gulf Bullion Buyers LLC')).toBeInTheDocument();
    expect(enterprise.getByText('Current plan')).toBeInTheDocument();
    expect(enterprise.queryByRole('button', { name: 'Contact Sales' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Basic' })).getByRole('button', { name: 'Included in your plan' })).toBeDisabled();
  });

  it('says when the plan cannot be loaded, and offers Retry', async () => {
    let fail = true;
    server(() => (fail ? apiError(500, '') : json(200, ENTERPRISE)));
    renderPane();
    const failure = await screen.findByText('Failed to load your plan');
    fail = false;
    // Other panels of the pane fail here too (their calls are not stubbed): the Retry beside this message.
    const retry = screen.getAllByRole('button', { name: 'Retry' }).find((button) => button.parentElement?.contains(failure));
    await userEvent.setup().click(retry!);
    expect(await screen.findByRole('region', { name: '3-Day Forecasts' })).toBeInTheDocument();
  });
});
