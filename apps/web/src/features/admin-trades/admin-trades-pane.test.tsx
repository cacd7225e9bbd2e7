import type { AdminTrade, AdminTradeList } from '@ctp/domain/orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { deferred } from '@/test/fetch-mock';
import { apiError, json, makeUser, stubApi, type Call } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { AdminTradesPane } from './admin-trades-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = makeUser({ role: 'admin', email: 'admin@example.com' });
let sequence = 0;

function makeOrder(overrides: Partial<AdminTrade> = {}): AdminTrade {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    orderNumber: `BUY-2026-${String(sequence).padStart(3, '0')}`,
    side: 'buy',
    ownerId: 'trader-1',
    owner: { id: 'trader-1', name: 'Ada Trader', company: 'Ada Metals', email: 'ada@example.com', rating: null },
    commodityId: 'gold-id',
    commodity: { id: 'gold-id', name: 'Gold', symbol: 'XAU', category: 'gold', unit: 'oz' },
    commodityDetails: 'LBMA good delivery bars',
    quantity: 1000,
    filledQuantity: 0,
    remainingQuantity: 1000,
    unit: 'oz',
    priceRange: { min: 2000, max: 2100 },
    location: 'Zurich',
    terms: ['CIF', 'FOB'],
    deliveryDate: '2026-12-31',
    specifications: null,
    priority: 'high',
    urgent: false,
    flexibility: { quantity: 10, price: 5, location: false, terms: false },
    status: 'pending',
    notes: null,
    totalValue: 2_050_000,
    contractId: null,
    finalPrice: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    matchedAt: null,
    completedAt: null,
    ...overrides,
  };
}

const tradeList = (trades: AdminTrade[], overrides: Partial<AdminTradeList> = {}): AdminTradeList => ({
  trades,
  total: trades.length,
  page: 1,
  totalPages: 1,
  summary: { total: 42, pendingApproval: 7, active: 12, completed: 9, tradedVolume: 98_765_432.6 },
  ...overrides,
});

const renderTrades = (url = '/portal-admin/trades') => renderAt(<AdminTradesPane />, { path: '/portal-admin/*', url });

describe('trade management', () => {
  it('shows a skeleton, then the five summary cards from the server and a card per trade', async () => {
    const answer = deferred<Response>();
    stubApi({ 'GET /admin/trades': () => answer.promise }, admin);
    renderTrades();
    expect(await screen.findByRole('status', { name: 'Loading trades...' })).toBeInTheDocument();

    const trade = makeOrder({ orderNumber: 'BUY-2026-007', notes: 'Checked the assay', terms: ['CIF', 'TTM'] });
    answer.resolve(json(200, tradeList([trade])));
    const summary = await screen.findByRole('list', { name: 'Trade summary' });
    const cards = within(summary).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Total Trades42',
      'Pending Approval7',
      'Active Trades12',
      'Completed9',
      'Traded Volume$98,765,433',
    ]);
    const card = within(screen.getByRole('list', { name: 'Trades' })).getByRole('listitem');
    for (const text of [
      'BUY-2026-007',
      'Gold — LBMA good delivery bars',
      'Buy',
      '1,000 oz',
      'Zurich',
      '$2,000.00 – $2,100.00 / oz',
      'Ada Trader · Ada Metals',
      'CIF, TTM',
      'Nov 20, 2026',
      'Nov 21, 2026',
      '$2,050,000',
      'Checked the assay',
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    // Not matched yet: no counterparty.
    expect(within(card).queryByText('Matched with')).not.toBeInTheDocument();
  });

  it('colours statuses and priorities as spec 4 says', async () => {
    const statuses = ['pending', 'active', 'matched', 'in_negotiation', 'contract_signed', 'completed', 'cancelled', 'rejected'] as const;
    const trades = statuses.map((status, index) => makeOrder({ status, priority: (['urgent', 'high', 'medium', 'low'] as const)[index % 4] }));
    stubApi({ 'GET /admin/trades': () => json(200, tradeList(trades)) }, admin);
    renderTrades();
    const cards = within(await screen.findByRole('list', { name: 'Trades' })).getAllByRole('listitem');
    const toneOf = (index: number, label: string) => within(cards[index]!).getByText(label).getAttribute('data-tone');
    expect(toneOf(0, 'Pending')).toBe('yellow');
    expect(toneOf(1, 'Active')).toBe('blue');
    expect(toneOf(2, 'Matched')).toBe('purple');
    expect(toneOf(3, 'In Negotiation')).toBe('orange');
    expect(toneOf(4, 'Contract Signed')).toBe('green');
    expect(toneOf(5, 'Completed')).toBe('green');
    expect(toneOf(6, 'Cancelled')).toBe('gray');
    expect(toneOf(7, 'Rejected')).toBe('red');
    expect(within(cards[0]!).getByText('Pending').className).toContain('amber');
    expect(within(cards[2]!).getByText('Matched').className).toContain('violet');
    expect(toneOf(0, 'Urgent priority')).toBe('red');
    expect(toneOf(1, 'High priority')).toBe('orange');
    expect(toneOf(2, 'Medium priority')).toBe('yellow');
    expect(toneOf(3, 'Low priority')).toBe('green');
    // Approve and Reject only on the pending trade.
    expect(screen.getAllByRole('button', { name: /^Approve / })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Reject / })).toHaveLength(1);
  });

  it('sends search, status, commodity, side and page to the server and keeps them in the URL', async () => {
    const { callsTo } = stubApi(
      {
        'GET /admin/trades': (call: Call) =>
          json(200, tradeList([makeOrder()], { total: 25, page: Number(call.query.get('page')), totalPages: 3 })),
      },
      admin,
    );
    const { router } = renderTrades();
    const user = userEvent.setup();
    const last = () => callsTo('GET /admin/trades').at(-1)!.query;
    await screen.findByRole('navigation', { name: 'Trade pages' });
    expect(last().get('page')).toBe('1');
    expect(last().get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(last().get('page')).toBe('2'));

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'in_negotiation');
    await user.selectOptions(screen.getByLabelText('Filter by commodity'), 'fuel');
    await user.selectOptions(screen.getByLabelText('Filter by type'), 'sell');
    await user.type(screen.getByLabelText('Search trades'), 'acme');
    await vi.waitFor(() => expect(last().get('search')).toBe('acme'));
    expect(last().get('status')).toBe('in_negotiation');
    expect(last().get('commodity')).toBe('fuel');
    expect(last().get('side')).toBe('sell');
    expect(last().get('page')).toBe('1');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'in_negotiation',
      commodity: 'fuel',
      side: 'sell',
      search: 'acme',
    });
  });

  it('reads the filters from the URL on load', async () => {
    const { callsTo } = stubApi({ 'GET /admin/trades': () => json(200, tradeList([])) }, admin);
    renderTrades('/portal-admin/trades?status=active&commodity=gold&side=buy&search=zurich&page=2');
    expect(await screen.findByText('No trades found')).toBeInTheDocument();
    const query = callsTo('GET /admin/trades')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ status: 'active', commodity: 'gold', side: 'buy', search: 'zurich', page: '2', limit: '10' });
    expect(screen.getByLabelText('Search trades')).toHaveValue('zurich');
  });

  it('approves a pending trade with notes, then clears them and reloads list and summary', async () => {
    const trade = makeOrder({ orderNumber: 'BUY-2026-010' });
    let current = trade;
    const { callsTo } = stubApi(
      {
        'GET /admin/trades': () => json(200, tradeList([current])),
        [`POST /admin/trades/${trade.id}/approve`]: (call) => {
          current = { ...trade, status: 'active', notes: (call.body as { notes: string }).notes, updatedAt: '2026-11-22T10:00:00.000Z' };
          return json(200, current);
        },
      },
      admin,
    );
    renderTrades();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve BUY-2026-010' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Trade BUY-2026-010' });
    await user.type(within(dialog).getByLabelText('Approval notes (optional)'), 'KYC verified');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(`POST /admin/trades/${trade.id}/approve`)[0]!.body).toEqual({ notes: 'KYC verified' });
    expect(await screen.findByText('KYC verified')).toBeInTheDocument();
    expect(callsTo('GET /admin/trades').length).toBeGreaterThan(1);
    const card = within(screen.getByRole('list', { name: 'Trades' })).getByRole('listitem');
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it('rejects without notes, shows a refusal, and opens with empty notes the next time', async () => {
    const trade = makeOrder({ orderNumber: 'SELL-2026-003', side: 'sell' });
    let refuse = true;
    const { callsTo } = stubApi(
      {
        'GET /admin/trades': () => json(200, tradeList([trade])),
        [`POST /admin/trades/${trade.id}/reject`]: () =>
          refuse ? apiError(409, 'Only pending trades can be approved or rejected', 'ORDER_TRANSITION_INVALID') : json(200, { ...trade, status: 'rejected' }),
      },
      admin,
    );
    renderTrades();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject SELL-2026-003' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject Trade SELL-2026-003' });
    await user.type(within(dialog).getByLabelText('Reason for rejection (optional)'), 'draft');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Only pending trades can be approved or rejected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Reject SELL-2026-003' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject Trade SELL-2026-003' });
    expect(within(dialog).getByLabelText('Reason for rejection (optional)')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(`POST /admin/trades/${trade.id}/reject`).at(-1)!.body).toEqual({});
  });

  it('shows the details dialog with the trade, its party and notes', async () => {
    const trade = makeOrder({ orderNumber: 'BUY-2026-020', notes: 'Approved after review', status: 'active' });
    stubApi({ 'GET /admin/trades': () => json(200, tradeList([trade])) }, admin);
    renderTrades();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'View details of BUY-2026-020' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trade BUY-2026-020' });
    expect(within(dialog).getByRole('region', { name: 'Trade information' })).toHaveTextContent('Dec 31, 2026');
    const parties = within(dialog).getByRole('region', { name: 'Parties' });
    expect(parties).toHaveTextContent('Ada Trader');
    expect(within(parties).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    expect(within(dialog).getByRole('region', { name: 'Notes' })).toHaveTextContent('Approved after review');
  });

  it('shows who a matched trade is matched with on its card and, with the email, in the details dialog', async () => {
    const buy = makeOrder({ orderNumber: 'BUY-2026-030', status: 'matched', seller: { name: 'Nadia Seller', company: 'Gulf Fuels', email: 'nadia@example.com' } });
    const sell = makeOrder({
      orderNumber: 'SELL-2026-031',
      side: 'sell',
      status: 'completed',
      owner: { id: 'seller-1', name: 'Nadia Seller', company: 'Gulf Fuels', email: 'nadia@example.com', rating: null },
      buyer: { name: 'Ada Trader', company: null, email: 'ada@example.com' },
    });
    stubApi({ 'GET /admin/trades': () => json(200, tradeList([buy, sell])) }, admin);
    renderTrades();
    const [buyCard, sellCard] = within(await screen.findByRole('list', { name: 'Trades' })).getAllByRole('listitem');
    const matchedWith = (card: HTMLElement) => within(card).getByText('Matched with').nextElementSibling?.textContent;
    expect(matchedWith(buyCard!)).toBe('Nadia Seller · Gulf Fuels');
    expect(matchedWith(sellCard!)).toBe('Ada Trader');

    await userEvent.setup().click(screen.getByRole('button', { name: 'View details of BUY-2026-030' }));
    const parties = within(await screen.findByRole('dialog', { name: 'Trade BUY-2026-030' })).getByRole('region', { name: 'Parties' });
    expect(parties).toHaveTextContent('Matched seller');
    expect(parties).toHaveTextContent('Gulf Fuels');
    expect(within(parties).getByRole('link', { name: 'nadia@example.com' })).toHaveAttribute('href', 'mailto:nadia@example.com');
  });

  it('exports the filtered trades as CSV and opens the analytics breakdown', async () => {
    const createObjectURL = vi.fn(() => 'blob:trades');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { callsTo } = stubApi(
      {
        'GET /admin/trades': () => json(200, tradeList([makeOrder()])),
        'GET /admin/trades/export': () => new Response('orderNumber,status\nBUY-2026-001,pending\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      },
      admin,
    );
    renderTrades('/portal-admin/trades?status=pending&commodity=gold&page=2');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Trades' });
    await user.click(screen.getByRole('button', { name: 'Export Trades' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(Object.fromEntries(callsTo('GET /admin/trades/export')[0]!.query)).toEqual({ status: 'pending', commodity: 'gold' });
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));

    await user.click(screen.getByRole('button', { name: 'Trade Analytics' }));
    const analytics = screen.getByRole('region', { name: 'Trade analytics' });
    expect(analytics).toHaveTextContent('Pending approval7 (17%)');
    expect(analytics).toHaveTextContent('Other statuses14 (33%)');
  });

  it("says 'Failed to load trades' with Retry when the list fails", async () => {
    stubApi({ 'GET /admin/trades': () => apiError(500, 'Internal Server Error', 'INTERNAL') }, admin);
    renderTrades();
    expect(await screen.findByText('Failed to load trades')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
