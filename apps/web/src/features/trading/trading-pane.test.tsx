import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formValuesOf } from '@/features/orders';
import { setSession } from '@/lib/api-client';
import { COMMODITIES, EN590_ID, GOLD_ID, makeOrder, orderList } from '@/test/orders';
import { apiError, json, renderPane, stubApi, type Call } from '@/test/portal-test-kit';
import { TradingPane } from './trading-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

function stubTrading(extra: Record<string, (call: Call) => Response | Promise<Response>> = {}) {
  return stubApi({
    'GET /api/v1/commodities': () => json(200, { commodities: COMMODITIES }),
    'GET /api/v1/trading/orders': () => json(200, orderList([])),
    'POST /api/v1/trading/orders': (call) => json(201, makeOrder({ orderNumber: 'BUY-2026-007', ...(call.body as object) })),
    ...extra,
  });
}

async function openDialog(name: 'Request Gold Trade' | 'Request Fuel Trade') {
  const user = userEvent.setup();
  renderPane(<TradingPane />, '/portal-trader/trading');
  await user.click(await screen.findByRole('button', { name }));
  return { user, dialog: await screen.findByRole('dialog') };
}

async function fillGold(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, { min = '2000', max = '2100' } = {}) {
  await user.type(within(dialog).getByLabelText('Quantity (oz)'), '250');
  await user.type(within(dialog).getByLabelText('Minimum price'), min);
  await user.type(within(dialog).getByLabelText('Maximum price'), max);
  await user.selectOptions(within(dialog).getByLabelText('Delivery location'), 'Dubai');
  await user.click(within(dialog).getByLabelText('CIF (Cost, Insurance and Freight)'));
  await user.click(within(dialog).getByLabelText('TTM (Table Top Meeting)'));
  fireEvent.change(within(dialog).getByLabelText('Delivery date'), { target: { value: '2030-03-01' } });
}

describe('trading tab', () => {
  it('offers the five gold delivery locations and the three gold terms', async () => {
    stubTrading();
    const { dialog } = await openDialog('Request Gold Trade');
    expect(within(dialog).getByRole('heading', { name: 'Gold Trade Request' })).toBeInTheDocument();
    const locations = within(within(dialog).getByLabelText('Delivery location')).getAllByRole('option').map((o) => o.textContent);
    expect(locations).toEqual(['Select delivery location', 'Zurich', 'London', 'Dubai', 'Hong Kong', 'New York']);
    expect(within(dialog).getByLabelText('CIF (Cost, Insurance and Freight)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('TTM (Table Top Meeting)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('FOB (Free on Board)')).toBeInTheDocument();
  });

  it('names the required fields and sends nothing when they are missing', async () => {
    const { callsTo } = stubTrading();
    const { user, dialog } = await openDialog('Request Gold Trade');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await within(dialog).findByText('Quantity is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Minimum price is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one term')).toBeInTheDocument();
    expect(within(dialog).getByText('Delivery date is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Delivery location')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST /api/v1/trading/orders')).toHaveLength(0);
  });

  it('refuses a maximum price below the minimum', async () => {
    const { callsTo } = stubTrading();
    const { user, dialog } = await openDialog('Request Gold Trade');
    await fillGold(user, dialog, { min: '2100', max: '2000' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await within(dialog).findByText('Minimum price must not be greater than maximum price')).toBeInTheDocument();
    expect(callsTo('POST /api/v1/trading/orders')).toHaveLength(0);
  });

  it('sends the gold request with the advanced options and says it awaits approval', async () => {
    const { lastCallTo } = stubTrading();
    const { user, dialog } = await openDialog('Request Gold Trade');
    await fillGold(user, dialog);
    await user.type(within(dialog).getByLabelText('Additional specifications'), '999.9 bars');
    await user.click(within(dialog).getByText('Advanced'));
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'high');
    await user.click(within(dialog).getByLabelText('Urgent'));
    await user.clear(within(dialog).getByLabelText('Quantity flexibility (%)'));
    await user.type(within(dialog).getByLabelText('Quantity flexibility (%)'), '10');
    await user.click(within(dialog).getByLabelText('Flexible on location'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(await within(dialog).findByText(/BUY-2026-007 has been received and awaits approval/)).toBeInTheDocument();
    expect(lastCallTo('POST /api/v1/trading/orders')!.body).toEqual({
      commodityId: GOLD_ID,
      quantity: 250,
      priceRange: { min: 2000, max: 2100 },
      location: 'Dubai',
      terms: ['CIF', 'TTM'],
      deliveryDate: '2030-03-01',
      specifications: '999.9 bars',
      priority: 'high',
      urgent: true,
      flexibility: { quantity: 10, price: 0, location: true, terms: false },
    });
  });

  it("shows the server's refusal in the red 'Error' box", async () => {
    stubTrading({ 'POST /api/v1/trading/orders': () => apiError(400, 'This commodity is not traded at the moment', 'VALIDATION_ERROR') });
    const { user, dialog } = await openDialog('Request Gold Trade');
    await fillGold(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('This commodity is not traded at the moment');
  });

  it('sends a fuel request with the chosen commodity, origin port and delivery mode', async () => {
    const { lastCallTo } = stubTrading();
    const { user, dialog } = await openDialog('Request Fuel Trade');
    const commodity = await within(dialog).findByLabelText('Commodity');
    await vi.waitFor(() => expect(within(commodity).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a commodity', 'EN590', 'Jet A1']));
    await user.selectOptions(commodity, EN590_ID);
    await user.type(within(dialog).getByLabelText('Quantity (MT)'), '5000');
    await user.type(within(dialog).getByLabelText('Minimum price'), '650');
    await user.type(within(dialog).getByLabelText('Maximum price'), '700');
    expect(within(within(dialog).getByLabelText('Origin port')).getByRole('option', { name: 'Fujairah, UAE' })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Origin port'), 'Rotterdam');
    await user.click(within(dialog).getByLabelText('TTV (Tank-to-Vessel)'));
    fireEvent.change(within(dialog).getByLabelText('Delivery date'), { target: { value: '2030-05-01' } });
    await user.type(within(dialog).getByLabelText('Additional requirements'), 'sulphur 10 ppm');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    await within(dialog).findByText(/awaits approval/);
    expect(lastCallTo('POST /api/v1/trading/orders')!.body).toMatchObject({
      commodityId: EN590_ID,
      quantity: 5000,
      priceRange: { min: 650, max: 700 },
      location: 'Rotterdam',
      terms: ['TTV'],
      deliveryDate: '2030-05-01',
      specifications: 'sulphur 10 ppm',
    });
  });

  it("lists the trader's recent requests with their status", async () => {
    const { lastCallTo } = stubTrading({
      'GET /api/v1/trading/orders': () =>
        json(200, orderList([makeOrder({ orderNumber: 'BUY-2026-001', status: 'active' }), makeOrder({ orderNumber: 'BUY-2026-002', status: 'rejected' })])),
    });
    renderPane(<TradingPane />, '/portal-trader/trading');
    const items = within(await screen.findByRole('list', { name: 'Your recent requests' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('BUY-2026-001');
    expect(within(items[0]!).getByText('Active').className).toContain('sky');
    expect(within(items[1]!).getByText('Rejected').className).toContain('red');
    expect(lastCallTo('GET /api/v1/trading/orders')!.query.get('side')).toBe('buy');
  });

  it("Trade Again's values (router state) open the dialog prefilled, and are then cleared from the history entry", async () => {
    const { lastCallTo } = stubTrading();
    const { router } = renderPane(<TradingPane />, '/portal-trader/trading');
    const earlier = makeOrder({ quantity: 75, location: 'London', terms: ['TTM'], priceRange: { min: 1990, max: 2010.5 } });
    await screen.findByRole('button', { name: 'Request Gold Trade' });
    await router.navigate('/portal-trader/trading', { state: { category: 'gold', initial: formValuesOf(earlier) } });
    const dialog = await screen.findByRole('dialog', { name: 'Gold Trade Request' });
    expect(within(dialog).getByLabelText('Quantity (oz)')).toHaveValue(75);
    expect(within(dialog).getByLabelText('Maximum price')).toHaveValue(2010.5);
    expect(within(dialog).getByLabelText('Delivery location')).toHaveValue('London');
    expect(within(dialog).getByLabelText('TTM (Table Top Meeting)')).toBeChecked();
    await vi.waitFor(() => expect(router.state.location.state).toBeNull());

    // A repeat needs a new delivery date.
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await within(dialog).findByText('Delivery date is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Delivery date'), { target: { value: '2030-04-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await within(dialog).findByText(/awaits approval/);
    expect(lastCallTo('POST /api/v1/trading/orders')!.body).toMatchObject({ quantity: 75, location: 'London', terms: ['TTM'], deliveryDate: '2030-04-01' });
  });
});
