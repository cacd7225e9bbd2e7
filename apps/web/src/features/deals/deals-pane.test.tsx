import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { makeDealSummary, makeOffer } from '@/test/deals';
import { json, list, renderPane, stubApi, type Call } from '@/test/portal-test-kit';
import { DealsPane } from './deals-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const renderDeals = (url = '/portal-trader/deals') => renderPane(<DealsPane />, url);

describe('deals list', () => {
  it('shows each deal with its commodity, the other party by name and company, the figures on the table, status and unread messages', async () => {
    const negotiating = makeDealSummary({ unreadMessages: 3, currentOffer: makeOffer({ unitPrice: 2080, quantity: 80, totalValue: 166_400 }) });
    const agreed = makeDealSummary({
      status: 'agreed',
      myRole: 'seller',
      currentOffer: null,
      agreedOffer: makeOffer({ status: 'accepted', unitPrice: 2070, quantity: 50, totalValue: 103_500 }),
    });
    stubApi({ 'GET /api/v1/deals': () => json(200, list('deals', [negotiating, agreed])) });
    renderDeals();

    const rows = within(await screen.findByRole('list', { name: 'Deals' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // The buyer sees the seller, the seller the buyer; never an id.
    expect(rows[0]).toHaveTextContent('Gold');
    expect(rows[0]).toHaveTextContent('Karim Test, Andes Refining SA');
    expect(rows[0]).toHaveTextContent('$166,400.00');
    expect(rows[0]).toHaveTextContent('80 oz × $2,080.00');
    expect(rows[0]).toHaveTextContent('Negotiating');
    expect(rows[0]).toHaveTextContent('3 unread messages');
    expect(rows[0]).not.toHaveTextContent(negotiating.id);
    expect(rows[1]).toHaveTextContent('Amira Test, Gulf Bullion Buyers LLC');
    expect(rows[1]).toHaveTextContent('50 oz × $2,070.00');
    expect(rows[1]).toHaveTextContent('Agreed');
    expect(rows[1]).not.toHaveTextContent('unread');
    expect(screen.getByText('2 deals')).toBeInTheDocument();
  });

  it('filters by status and pages through the server’s pages, keeping both in the URL', async () => {
    const { callsTo } = stubApi({
      'GET /api/v1/deals': (call: Call) => json(200, list('deals', [makeDealSummary()], { total: 25, page: Number(call.query.get('page')) })),
    });
    const { router } = renderDeals();
    const user = userEvent.setup();
    expect(await screen.findByRole('navigation', { name: 'Deal pages' })).toHaveTextContent('Page 1 of 3');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(callsTo('GET /api/v1/deals').at(-1)!.query.get('page')).toBe('2'));
    expect(router.state.location.search).toBe('?page=2');

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'executed');
    await vi.waitFor(() => expect(callsTo('GET /api/v1/deals').at(-1)!.query.get('status')).toBe('executed'));
    expect(callsTo('GET /api/v1/deals').at(-1)!.query.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?status=executed');
  });

  it('says there are no deals yet, and what opens one', async () => {
    stubApi({ 'GET /api/v1/deals': () => json(200, list('deals', [])) });
    renderDeals();
    expect(await screen.findByText('No deals yet')).toBeInTheDocument();
    expect(screen.getByText(/When our trading desk matches one of your orders/)).toBeInTheDocument();
  });

  it('says so when the deals cannot be loaded, and loads them again on Retry', async () => {
    let fail = true;
    stubApi({ 'GET /api/v1/deals': () => (fail ? json(500, { message: 'Database unavailable', code: 'INTERNAL', status: 500 }) : json(200, list('deals', [makeDealSummary()]))) });
    renderDeals();
    expect(await screen.findByText('Failed to load deals')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Deals' })).toBeInTheDocument();
  });

  it("opens a deal's room at its own URL, and All deals goes back to the list as it was", async () => {
    const deal = makeDealSummary();
    stubApi({
      'GET /api/v1/deals': () => json(200, list('deals', [deal])),
      [`GET /api/v1/deals/${deal.id}`]: () => json(500, { message: 'Down for a moment', code: 'INTERNAL', status: 500 }),
    });
    const { router } = renderDeals('/portal-trader/deals?status=negotiating');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /Karim Test/ }));
    expect(router.state.location.search).toBe(`?status=negotiating&deal=${deal.id}`);
    expect(await screen.findByText('Failed to load the deal')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'All deals' }));
    expect(router.state.location.search).toBe('?status=negotiating');
    expect(await screen.findByRole('list', { name: 'Deals' })).toBeInTheDocument();
  });
});
