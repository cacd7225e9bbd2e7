import { MARKET_ALERT_TEXTS, type MarketAlert } from '@ctp/domain/market-intelligence';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { json, makeUser, stubApi } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { AlertsPanel } from './alerts-panel';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const alert = (overrides: Partial<MarketAlert> = {}): MarketAlert => ({
  id: 'a-1',
  title: 'Strait of Hormuz: war-risk premiums jump',
  summary: 'War-risk cover for tankers rose after a vessel was detained.',
  region: 'Middle East',
  impact: 'High',
  commodities: ['Crude Oil'],
  publishedAt: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
  example: false,
  ...overrides,
});

const alertsAnswer = (alerts: MarketAlert[]) => () => json(200, { alerts, total: alerts.length, page: 1, totalPages: alerts.length ? 1 : 0 });
const renderPanel = () => renderAt(<AlertsPanel />, { path: '/portal-trader/*', url: '/portal-trader/market-intelligence' });

describe('geopolitical alerts: examples and the empty panel (issue 18)', () => {
  it('labels a fictional example, and only the example', async () => {
    stubApi({ 'GET /api/v1/market/alerts': alertsAnswer([alert({ example: true }), alert({ id: 'a-2', title: 'OPEC+ extends cuts' })]) });
    renderPanel();
    const example = within(await screen.findByRole('article', { name: 'Strait of Hormuz: war-risk premiums jump' }));
    expect(example.getByText('Example · fictional data')).toHaveAttribute('title', 'Example: fictional data for demonstration');
    expect(within(screen.getByRole('article', { name: 'OPEC+ extends cuts' })).queryByText('Example · fictional data')).toBeNull();
  });

  it('points an administrator to Admin › Content when there are no alerts', async () => {
    stubApi({ 'GET /api/v1/market/alerts': alertsAnswer([]) }, makeUser({ role: 'admin' }));
    renderPanel();
    expect(await screen.findByText(MARKET_ALERT_TEXTS.none)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'The desk publishes alerts in Admin › Content.' })).toHaveAttribute('href', '/portal-admin/content');
  });

  it('tells anyone else that there are none and where the desk publishes them, without the link', async () => {
    stubApi({ 'GET /api/v1/market/alerts': alertsAnswer([]) }, makeUser({ role: 'trader' }));
    renderPanel();
    expect(await screen.findByText(MARKET_ALERT_TEXTS.none)).toBeInTheDocument();
    expect(screen.getByText('The desk publishes alerts in Admin › Content.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
