import { focusManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DealSummary } from '@ctp/domain';
import type { Match } from '@/features/orders';
import { setSession } from '@/lib/api-client';
import { LIVE_LIST_REFETCH_MS } from '@/lib/live-query';
import { makeMatch, makeOrder, orderList } from '@/test/orders';
import { makeDealSummary } from '@/test/deals';
import { json, list, makeContract, renderPane, stubApi, type Call } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { MatchingCenterPane } from './matching-center-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const seller = { id: 'seller-9', name: 'Sam Seller', company: 'Seller Ltd', email: 'seller@example.com', rating: 4.8 };
const pending = makeOrder({ orderNumber: 'BUY-2026-001', status: 'pending' });
const active = makeOrder({ orderNumber: 'BUY-2026-002', status: 'active', notes: 'Approved by the desk' });
const matched = makeOrder({ orderNumber: 'BUY-2026-003', status: 'matched', contractId: 'contract-3' });
const completed = makeOrder({ orderNumber: 'BUY-2026-004', status: 'completed', contractId: 'contract-4', finalPrice: 2040, quantity: 100, completedAt: '2026-11-21T12:00:00.000Z' });
const sellMatched = makeOrder({ side: 'sell', orderNumber: 'SELL-2026-010', status: 'matched', owner: seller, ownerId: seller.id, contractId: 'contract-3' });
const sellCompleted = makeOrder({ side: 'sell', orderNumber: 'SELL-2026-011', status: 'completed', owner: seller, ownerId: seller.id, contractId: 'contract-4' });

/** No deal for any order unless `deals` names one per order id (GET /api/v1/deals?orderId=). */
function dealsOf(deals: Record<string, DealSummary> = {}) {
  return (call: Call) => {
    const deal = deals[call.query.get('orderId') ?? ''];
    return json(200, list('deals', deal ? [deal] : []));
  };
}

function stubMatching(deals: Record<string, DealSummary> = {}) {
  return stubApi({
    'GET /api/v1/deals': dealsOf(deals),
    // The server's counts cover every order, not only those of this page.
    'GET /api/v1/trading/orders': () => json(200, orderList([pending, active, matched, completed], { pending: 1, active: 1, matched: 1, completed: 1 })),
    'GET /api/v1/trading/matches': () =>
      json(200, [makeMatch(matched, sellMatched, { agreedPrice: 2050 }), makeMatch(completed, sellCompleted, { status: 'completed', contractStatus: 'executed' })]),
    'GET /api/v1/contracts/contract-4': () =>
      json(200, makeContract({ id: 'contract-4', contractNumber: 'CTR-2026-000444', quantity: 100, unitPrice: 2040, totalValue: 204_000, status: 'executed' })),
  });
}

const tab = (name: RegExp) => screen.findByRole('tab', { name });

describe('matching center', () => {
  it('counts each stage and lists the pending requests with their status-derived progress', async () => {
    const { lastCallTo } = stubMatching();
    renderPane(<MatchingCenterPane side="buy" />, '/portal-trader/matching');
    expect(await tab(/Pending Requests 2/)).toHaveAttribute('aria-selected', 'true');
    expect(await tab(/Matched 1/)).toBeInTheDocument();
    expect(await tab(/Completed 1/)).toBeInTheDocument();
    expect(lastCallTo('GET /api/v1/trading/orders')!.query.get('side')).toBe('buy');

    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual(['BUY-2026-001 · Gold', 'BUY-2026-002 · Gold']);
    expect(within(items[0]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(items[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(items[1]).toHaveTextContent('Derived from the status (Active)');
  });

  it('moves between the stage tabs with the arrow keys', async () => {
    stubMatching();
    const { router } = renderPane(<MatchingCenterPane side="buy" />, '/portal-trader/matching');
    const user = userEvent.setup();
    const first = await tab(/Pending Requests/);
    expect(screen.getByRole('tab', { name: /Matched/ })).toHaveAttribute('tabindex', '-1');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Matched/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /Matched/ })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?view=matched');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /Completed/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Pending Requests/ })).toHaveFocus();
  });

  it('View Details opens the request; Contact Support writes to the trading desk about it', async () => {
    stubMatching();
    renderPane(<MatchingCenterPane side="buy" />, '/portal-trader/matching');
    const user = userEvent.setup();
    await tab(/Pending Requests 2/);
    const second = within(screen.getByRole('tabpanel')).getAllByRole('listitem')[1]!;
    const support = within(second).getByRole('link', { name: 'Contact Support' });
    expect(support.getAttribute('href')).toMatch(/^mailto:trading@omancommodities\.com\?subject=Support%20request%3A%20BUY-2026-002/);

    await user.click(within(second).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: /BUY-2026-002/ });
    expect(dialog).toHaveTextContent('Approved by the desk');
    expect(dialog).toHaveTextContent('$2,000.00 – $2,100.00 / oz');
    expect(dialog).toHaveTextContent('CIF (Cost, Insurance and Freight), FOB (Free on Board)');
  });

  it('a matched request with a deal opens the deal thread to reach the seller and the desk', async () => {
    const deal = makeDealSummary({ buyOrderId: matched.id });
    const { callsTo } = stubMatching({ [matched.id]: deal });
    renderPane(<MatchingCenterPane side="buy" />, '/portal-trader/matching?view=matched');
    const item = (await within(await screen.findByRole('tabpanel')).findAllByRole('listitem'))[0]!;
    // E-mail while the deal is looked up, the thread once it is found.
    await vi.waitFor(() => expect(within(item).getByRole('link', { name: 'Contact Seller' })).toHaveAttribute('href', `/portal-trader/deals?deal=${deal.id}`));
    expect(within(item).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', `/portal-trader/deals?deal=${deal.id}`);
    expect(callsTo('GET /api/v1/deals').some((call) => call.query.get('orderId') === matched.id)).toBe(true);
    // Pending requests have no deal to look for.
    expect(callsTo('GET /api/v1/deals').some((call) => call.query.get('orderId') === pending.id)).toBe(false);
  });

  it('a matched request without a deal yet links to its contract and e-mails the seller', async () => {
    stubMatching();
    const { router } = renderPane(<MatchingCenterPane side="buy" />, '/portal-trader/matching');
    const user = userEvent.setup();
    await user.click(await tab(/Matched 1/));
    expect(router.state.location.search).toBe('?view=matched');
    const item = (await within(screen.getByRole('tabpanel')).findAllByRole('listitem'))[0]!;
    expect(item).toHaveTextContent('Matched with Seller Ltd (SELL-2026-010) at $2,050.00 / oz');
    expect(within(item).getByRole('link', { name: 'Review Contract' })).toHaveAttribute('href', '/portal-trader/contracts?contract=contract-3');
    const contact = (await within(item).findByRole('link', { name: 'Contact Seller' })).getAttribute('href')!;
    expect(contact.startsWith('mailto:seller@example.com?')).toBe(true);
    expect(within(item).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toMatch(/^mailto:trading@omancommodities\.com/);
    expect(decodeURIComponent(contact)).toContain('Order BUY-2026-003');
  });

  it("Download Receipt writes the contract's figures; Trade Again opens the Trading tab prefilled", async () => {
    const { callsTo } = stubMatching();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:receipt';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { router } = renderPane(<MatchingCenterPane side="buy" />, '/portal-trader/matching?view=completed');
    const user = userEvent.setup();
    const item = (await within(await screen.findByRole('tabpanel')).findAllByRole('listitem'))[0]!;
    expect(within(item).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    await user.click(within(item).getByRole('button', { name: 'Download Receipt' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    expect(callsTo('GET /api/v1/contracts/contract-4')).toHaveLength(1);
    expect(click).toHaveBeenCalled();
    const text = await blobs[0]!.text();
    expect(text).toContain('BUY-2026-004');
    expect(text).toContain('CTR-2026-000444');
    expect(text).toContain('$2,040.00 USD/oz');
    expect(text).toContain('$204,000.00 USD');

    await user.click(within(item).getByRole('button', { name: 'Trade Again' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/portal-trader/trading'));
    expect(router.state.location.state).toMatchObject({
      category: 'gold',
      initial: { quantity: '100', priceRange: { min: '2000', max: '2100' }, location: 'Zurich', terms: ['CIF', 'FOB'], deliveryDate: '' },
    });
  });

  it("in the seller portal shows the seller's listings, Contact Buyer and Sell Similar", async () => {
    const buyer = makeOrder({ orderNumber: 'BUY-2026-020', status: 'matched', owner: { id: 'b', name: 'Bo Buyer', company: null, email: '', rating: null } });
    const { lastCallTo } = stubApi({
      'GET /api/v1/deals': dealsOf(),
      'GET /api/v1/trading/orders': () => json(200, orderList([sellMatched, sellCompleted])),
      'GET /api/v1/trading/matches': () => json(200, [makeMatch(buyer, sellMatched)]),
    });
    renderAt(<MatchingCenterPane side="sell" />, { path: '/portal-seller/*', url: '/portal-seller/matching?view=matched' });
    const item = (await within(await screen.findByRole('tabpanel')).findAllByRole('listitem'))[0]!;
    expect(lastCallTo('GET /api/v1/trading/orders')!.query.get('side')).toBe('sell');
    expect(item).toHaveTextContent('Matched with Bo Buyer (BUY-2026-020)');
    // No address shared: the message goes through the trading desk.
    expect(within(item).getByRole('link', { name: 'Contact Buyer' }).getAttribute('href')).toMatch(/^mailto:trading@omancommodities\.com/);
    await userEvent.setup().click(screen.getByRole('tab', { name: /Completed 1/ }));
    expect(await screen.findByRole('button', { name: 'Sell Similar' })).toBeInTheDocument();
  });
});

describe('matching center freshness', () => {
  afterEach(() => {
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('shows a match made meanwhile on its own while the tab is visible, and stops reloading while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const request = makeOrder({ orderNumber: 'BUY-2026-050', status: 'active' });
    let orders = [request];
    let matches: Match[] = [];
    const { callsTo } = stubApi({
      'GET /api/v1/trading/orders': () => json(200, orderList(orders)),
      'GET /api/v1/trading/matches': () => json(200, matches),
    });
    renderPane(<MatchingCenterPane side="buy" />, '/portal-trader/matching');
    expect(await tab(/Matched 0/)).toBeInTheDocument();

    // An administrator matches the request; nobody touches the portal.
    const nowMatched = makeOrder({ ...request, status: 'matched', contractId: 'contract-50' });
    orders = [nowMatched];
    matches = [makeMatch(nowMatched, makeOrder({ side: 'sell', owner: seller, ownerId: seller.id, status: 'matched', contractId: 'contract-50' }))];
    await vi.advanceTimersByTimeAsync(LIVE_LIST_REFETCH_MS);
    expect(await tab(/Matched 1/)).toBeInTheDocument();
    expect(callsTo('GET /api/v1/trading/matches')).toHaveLength(2);

    const loads = callsTo('GET /api/v1/trading/orders').length;
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(LIVE_LIST_REFETCH_MS * 3);
    expect(callsTo('GET /api/v1/trading/orders')).toHaveLength(loads);
  });
});
