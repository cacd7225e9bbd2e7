import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { COMMODITIES, GOLD_ID, makeMatch, makeOrder, orderList } from '@/test/orders';
import { json, makeStats, stubApi } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { SellingCenterPane } from './selling-center-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const seller = { id: 'seller-9', name: 'Sam Seller', company: 'Seller Ltd', email: 'seller@example.com', rating: 4.8 };
const listing = (overrides: Parameters<typeof makeOrder>[0]) => makeOrder({ side: 'sell', owner: seller, ownerId: seller.id, ...overrides });
const active = listing({ id: 'l-active', orderNumber: 'SELL-2026-001', status: 'active', quantity: 400 });
const matched = listing({ id: 'l-matched', orderNumber: 'SELL-2026-002', status: 'matched' });
const pending = listing({ id: 'l-pending', orderNumber: 'SELL-2026-003', status: 'pending' });
const sold1 = listing({ id: 'l-sold1', orderNumber: 'SELL-2026-004', status: 'completed', finalPrice: 2040, quantity: 100, contractId: 'c-4' });
const sold2 = listing({ id: 'l-sold2', orderNumber: 'SELL-2026-005', status: 'completed', finalPrice: 700.5, quantity: 1000.5, unit: 'MT' });
const buyOrder = (n: number) => makeOrder({ orderNumber: `BUY-2026-10${n}`, owner: { id: `b${n}`, name: `Buyer ${n}`, company: `Buyer Co ${n}`, email: '', rating: null } });

function stubSelling() {
  return stubApi({
    'GET /api/v1/commodities': () => json(200, { commodities: COMMODITIES }),
    // The server's figure from the seller's contracts; the listings below would add up to $904,850.25.
    'GET /api/v1/dashboard/stats': () => json(200, makeStats({ revenue: 3_304_000 })),
    'GET /api/v1/trading/orders': () => json(200, orderList([active, matched, pending, sold1, sold2])),
    'GET /api/v1/trading/matches': () =>
      json(200, [makeMatch(buyOrder(1), active, { agreedPrice: 2055 }), makeMatch(buyOrder(2), active), makeMatch(buyOrder(3), matched)]),
    'POST /api/v1/trading/orders': () => json(201, listing({ orderNumber: 'SELL-2026-009' })),
    'PUT /api/v1/trading/orders/l-active': () => json(200, { ...active, status: 'pending' }),
    'POST /api/v1/trading/orders/l-active/cancel': () => json(200, { ...active, status: 'cancelled' }),
  });
}

const renderSelling = (url = '/portal-seller/trading') => renderAt(<SellingCenterPane />, { path: '/portal-seller/*', url });
const card = (label: string) => screen.getByText(label).closest('li') as HTMLElement;

describe('selling center', () => {
  it('counts the summary cards and the tab counts from the listings and matches, and shows the revenue the server computed', async () => {
    const { lastCallTo } = stubSelling();
    renderSelling();
    expect(await screen.findByRole('tab', { name: /Active 2/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Pending 1/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Sold 2/ })).toBeInTheDocument();
    expect(lastCallTo('GET /api/v1/trading/orders')!.query.get('side')).toBe('sell');
    expect(card('Active listings')).toHaveTextContent('2');
    await vi.waitFor(() => expect(card('Total inquiries')).toHaveTextContent('3'));
    expect(card('Completed sales')).toHaveTextContent('2');
    // Never finalPrice × quantity over the listings in the browser: the server's contracts, each deal once.
    await vi.waitFor(() => expect(card('Revenue')).toHaveTextContent('$3,304,000.00'));
  });

  it('pending listings say they are under review; sold ones offer a receipt and Sell Similar', async () => {
    stubSelling();
    renderSelling('/portal-seller/trading?listings=pending');
    expect(await screen.findByText('Listing is under review and will be published once approved')).toBeInTheDocument();
    expect(screen.getByText('Under Review')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /Sold 2/ }));
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('button', { name: 'Download Receipt' })).toBeInTheDocument();
    // No contract on the server's record, no receipt to build.
    expect(within(items[1]!).queryByRole('button', { name: 'Download Receipt' })).toBeNull();
    await user.click(within(items[1]!).getByRole('button', { name: 'Sell Similar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gold Selling Listing' });
    expect(within(dialog).getByLabelText('Quantity (oz)')).toHaveValue(1000.5);
    expect(within(dialog).getByLabelText('Delivery date')).toHaveValue('');
  });

  it('Create New Listing asks gold or fuel, then sends the listing', async () => {
    const { lastCallTo } = stubSelling();
    renderSelling();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create New Listing' }));
    const choice = await screen.findByRole('dialog', { name: 'Create New Listing' });
    expect(within(choice).getByRole('button', { name: /Fuel Selling/ })).toBeInTheDocument();
    await user.click(within(choice).getByRole('button', { name: /Gold Selling/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Gold Selling Listing' });
    await user.type(within(dialog).getByLabelText('Quantity (oz)'), '50');
    await user.type(within(dialog).getByLabelText('Minimum price'), '2000');
    await user.type(within(dialog).getByLabelText('Maximum price'), '2050');
    await user.selectOptions(within(dialog).getByLabelText('Delivery location'), 'London');
    await user.click(within(dialog).getByLabelText('FOB (Free on Board)'));
    fireEvent.change(within(dialog).getByLabelText('Delivery date'), { target: { value: '2030-02-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Listing' }));
    expect(await within(dialog).findByText('Your listing SELL-2026-009 is under review and will be published once approved.')).toBeInTheDocument();
    expect(lastCallTo('POST /api/v1/trading/orders')!.body).toMatchObject({ commodityId: GOLD_ID, quantity: 50, location: 'London', terms: ['FOB'] });
  });

  it('Edit sends the changed listing with PUT; Remove cancels it after a confirmation', async () => {
    const { lastCallTo, callsTo } = stubSelling();
    renderSelling();
    const user = userEvent.setup();
    const first = (await within(await screen.findByRole('tabpanel')).findAllByRole('listitem'))[0]!;
    // Only a live listing can be changed; a matched one shows its inquiries only.
    const second = within(screen.getByRole('tabpanel')).getAllByRole('listitem')[1]!;
    expect(within(second).queryByRole('button', { name: 'Edit' })).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SELL-2026-001' });
    const quantity = within(dialog).getByLabelText('Quantity (oz)');
    expect(quantity).toHaveValue(400);
    await user.clear(quantity);
    await user.type(quantity, '450');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await within(dialog).findByText('Changes saved');
    expect(lastCallTo('PUT /api/v1/trading/orders/l-active')!.body).toMatchObject({ quantity: 450, deliveryDate: '2030-01-15', location: 'Zurich' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await user.click(within(first).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove listing' });
    expect(callsTo('POST /api/v1/trading/orders/l-active/cancel')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove Listing' }));
    await vi.waitFor(() => expect(callsTo('POST /api/v1/trading/orders/l-active/cancel')).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove listing' })).toBeNull());
  });

  it("View Inquiries lists the buyers matched with the listing", async () => {
    stubSelling();
    renderSelling();
    const user = userEvent.setup();
    const first = (await within(await screen.findByRole('tabpanel')).findAllByRole('listitem'))[0]!;
    await user.click(await within(first).findByRole('button', { name: 'View Inquiries (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inquiries for SELL-2026-001' });
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Buyer Co 1 · BUY-2026-101');
    expect(rows[0]).toHaveTextContent('$2,055.00 / oz');
  });
});
