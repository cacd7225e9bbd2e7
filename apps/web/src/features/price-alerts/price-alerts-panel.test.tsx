import { PRICE_ALERT_TEXTS, type PriceAlert } from '@ctp/domain/price-alerts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-mock';
import { PriceAlertsPanel } from './price-alerts-panel';

afterEach(() => vi.unstubAllGlobals());

const goldAbove: PriceAlert = { id: 'a1', symbol: 'XAU', condition: 'above', level: 2500, armed: true, lastTriggeredAt: null, createdAt: '2026-03-11T15:00:00.000Z' };

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <PriceAlertsPanel />
    </QueryClientProvider>,
  );
}

describe('PriceAlertsPanel', () => {
  it('lists the alerts, refuses a bad level without calling the server, adds and deletes', async () => {
    let alerts: PriceAlert[] = [goldAbove];
    const { calls } = stubFetch({
      'GET /api/v1/price-alerts': () => json(200, { alerts, max: 50 }),
      'POST /api/v1/price-alerts': (call) => {
        const created = { ...goldAbove, ...(call.body as object), id: 'a2' };
        alerts = [...alerts, created];
        return json(201, created);
      },
      'DELETE /api/v1/price-alerts/a1': () => {
        alerts = alerts.filter((a) => a.id !== 'a1');
        return json(200, { success: true, message: PRICE_ALERT_TEXTS.deleted });
      },
    });
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText(/Gold goes above 2,500 USD/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Level'), '-3');
    await user.click(screen.getByRole('button', { name: PRICE_ALERT_TEXTS.add }));
    expect(await screen.findByText(PRICE_ALERT_TEXTS.levelPositive)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Level'));
    await user.type(screen.getByLabelText('Level'), '70.5');
    await user.selectOptions(screen.getByLabelText('Symbol'), 'BRENT');
    await user.selectOptions(screen.getByLabelText('Condition'), 'below');
    await user.click(screen.getByRole('button', { name: PRICE_ALERT_TEXTS.add }));
    expect(await screen.findByText(/Crude Oil \(Brent\) goes below 70.5 USD/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ symbol: 'BRENT', condition: 'below', level: 70.5 });

    await user.click(screen.getByRole('button', { name: `${PRICE_ALERT_TEXTS.delete}: Gold goes above 2,500 USD` }));
    await waitFor(() => expect(screen.queryByText(/Gold goes above/)).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/price-alerts/a1')).toBe(true);
  });
});
