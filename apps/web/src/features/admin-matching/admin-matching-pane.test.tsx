import { MATCH_RISK_TEXTS } from '@ctp/domain/matching';
import type { AdminTradeList, Order } from '@ctp/domain/orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, makeUser, stubApi, type Call } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { AdminMatchingPane } from './admin-matching-pane';
import type { MatchingStats, MatchSuggestion } from './api/match-suggestion';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const admin = makeUser({ role: 'admin', email: 'admin@example.com' });
let sequence = 0;

function makeOrder(side: 'buy' | 'sell', overrides: Partial<Order> = {}): Order {
  sequence += 1;
  const owner =
    side === 'buy'
      ? { id: 'trader-1', name: 'Ada Trader', company: 'Ada Metals', email: 'ada@example.com', rating: null }
      : { id: 'seller-1', name: 'Sam Seller', company: 'Sam Mining', email: 'sam@example.com', rating: null };
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    orderNumber: `${side === 'buy' ? 'BUY' : 'SELL'}-2026-${String(sequence).padStart(3, '0')}`,
    side,
    ownerId: owner.id,
    owner,
    commodityId: 'gold-id',
    commodity: { id: 'gold-id', name: 'Gold', symbol: 'XAU', category: 'gold', unit: 'oz' },
    commodityDetails: null,
    quantity: 1000,
    filledQuantity: 0,
    remainingQuantity: 1000,
    unit: 'oz',
    priceRange: { min: 2000, max: 2100 },
    location: 'Zurich',
    terms: ['CIF'],
    deliveryDate: '2026-12-31',
    specifications: null,
    priority: 'medium',
    urgent: false,
    flexibility: { quantity: 0, price: 0, location: false, terms: false },
    status: 'active',
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

function makeSuggestion(matchScore: number, overrides: Partial<MatchSuggestion> = {}): MatchSuggestion {
  return {
    buyTrade: makeOrder('buy'),
    sellTrade: makeOrder('sell', { location: 'London' }),
    matchScore,
    compatibility: { commodity: true, quantity: 80, price: 45, location: false, terms: 100 },
    potentialProfit: 12_500,
    risks: [MATCH_RISK_TEXTS.quantity, MATCH_RISK_TEXTS.price, MATCH_RISK_TEXTS.location],
    ...overrides,
  };
}

const stats = (overrides: Partial<MatchingStats> = {}): MatchingStats => ({
  buyRequests: 3,
  sellOffers: 4,
  suggestions: 2,
  averageScore: 82,
  kycRequired: true,
  excludedForKyc: 0,
  excludedInactiveOwner: 0,
  ...overrides,
});

const tradeList = (trades: Order[]): AdminTradeList => ({
  trades,
  total: trades.length,
  page: 1,
  totalPages: 1,
  summary: { total: trades.length, pendingApproval: 0, active: trades.length, completed: 0, tradedVolume: 0 },
});

const renderMatching = (url = '/portal-admin/matching') => renderAt(<AdminMatchingPane />, { path: '/portal-admin/*', url });

describe('trade matching', () => {
  it('shows the stats cards and each suggestion with its band colour, profit, sides, compatibility and risks', async () => {
    const scores = [95, 90, 80, 75, 70, 55];
    stubApi({ 'GET /admin/matching/suggestions': () => json(200, { suggestions: scores.map((score) => makeSuggestion(score)), stats: stats() }) }, admin);
    renderMatching();
    const summary = await screen.findByRole('list', { name: 'Matching summary' });
    expect(within(summary).getAllByRole('listitem').map((card) => card.textContent)).toEqual([
      'Buy Requests3',
      'Sell Offers4',
      'Match Suggestions2',
      'Average Match Score82%',
    ]);
    const cards = within(screen.getByRole('list', { name: 'Match suggestions' })).getAllByRole('listitem', { name: /↔/ });
    expect(cards).toHaveLength(6);
    const bands = cards.map((card, index) => within(card).getByText(`${scores[index]}% match`).getAttribute('data-band'));
    expect(bands).toEqual(['green', 'green', 'blue', 'blue', 'yellow', 'red']);
    expect(within(cards[0]!).getByText('95% match').className).toContain('emerald');

    const first = cards[0]!;
    expect(first).toHaveTextContent('Potential profit $12,500');
    expect(within(first).getByRole('region', { name: /^Buy request BUY-/ })).toHaveTextContent('Ada Trader · Ada Metals');
    expect(within(first).getByRole('region', { name: /^Sell offer SELL-/ })).toHaveTextContent('London');
    const analysis = within(first).getByRole('region', { name: 'Compatibility analysis' });
    for (const text of ['Same commodity', 'Different locations', 'Quantity80%', 'Price45%', 'Terms100%']) expect(analysis).toHaveTextContent(text);
    const risks = within(within(first).getByRole('region', { name: 'Risks' })).getAllByRole('listitem');
    expect(risks.map((risk) => risk.textContent)).toEqual([MATCH_RISK_TEXTS.quantity, MATCH_RISK_TEXTS.price, MATCH_RISK_TEXTS.location]);
  });

  it('sends search, commodity and the high-compatibility toggle to the server', async () => {
    const { callsTo } = stubApi(
      {
        'GET /admin/matching/suggestions': (call: Call) =>
          json(200, { suggestions: call.query.get('highCompatibility') === 'true' ? [makeSuggestion(88)] : [makeSuggestion(88), makeSuggestion(66)], stats: stats() }),
      },
      admin,
    );
    const { router } = renderMatching();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Match suggestions' });
    expect(within(list).getAllByRole('listitem', { name: /↔/ })).toHaveLength(2);
    expect(callsTo('GET /admin/matching/suggestions')[0]!.query.get('highCompatibility')).toBeNull();

    await user.click(screen.getByLabelText('High compatibility only'));
    await vi.waitFor(() => expect(callsTo('GET /admin/matching/suggestions').at(-1)!.query.get('highCompatibility')).toBe('true'));
    await vi.waitFor(() => expect(within(screen.getByRole('list', { name: 'Match suggestions' })).getAllByRole('listitem', { name: /↔/ })).toHaveLength(1));

    await user.selectOptions(screen.getByLabelText('Filter by commodity'), 'fuel');
    await user.type(screen.getByLabelText('Search suggestions'), 'EN590');
    await vi.waitFor(() => expect(callsTo('GET /admin/matching/suggestions').at(-1)!.query.get('search')).toBe('EN590'));
    const last = callsTo('GET /admin/matching/suggestions').at(-1)!.query;
    expect(last.get('commodity')).toBe('fuel');
    expect(last.get('highCompatibility')).toBe('true');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ high: 'true', commodity: 'fuel', search: 'EN590' });
  });

  it('explains an empty list when orders were left out for KYC', async () => {
    stubApi({ 'GET /admin/matching/suggestions': () => json(200, { suggestions: [], stats: stats({ suggestions: 0, averageScore: 0, excludedForKyc: 3 }) }) }, admin);
    renderMatching();
    expect(await screen.findByText('No match suggestions')).toBeInTheDocument();
    expect(screen.getByText("3 active orders are left out because the owner's KYC is not approved.")).toBeInTheDocument();
  });

  it('confirms a match: both parties notified, the draft contract number shown, suggestions reloaded', async () => {
    const suggestion = makeSuggestion(92);
    let confirmed = false;
    const { callsTo } = stubApi(
      {
        'GET /admin/matching/suggestions': () => json(200, { suggestions: confirmed ? [] : [suggestion], stats: stats() }),
        'POST /admin/matching/confirm': () => {
          confirmed = true;
          return json(201, { match: { id: 'match-1', agreedPrice: 2050, quantity: 1000 }, contract: { id: 'contract-1', contractNumber: 'CTR-2026-000321', status: 'draft' } });
        },
      },
      admin,
    );
    renderMatching();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Create match / }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Trade Match' });
    expect(dialog).toHaveTextContent('Both parties will be notified');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Match' }));

    expect(await screen.findByText('CTR-2026-000321')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('POST /admin/matching/confirm')[0]!.body).toEqual({ buyOrderId: suggestion.buyTrade.id, sellOrderId: suggestion.sellTrade.id });
    expect(await screen.findByText('No match suggestions')).toBeInTheDocument();
  });

  it("shows the server's message on a 409 and reloads the suggestions", async () => {
    const { callsTo } = stubApi(
      {
        'GET /admin/matching/suggestions': () => json(200, { suggestions: [makeSuggestion(80)], stats: stats() }),
        'POST /admin/matching/confirm': () => apiError(409, 'The sell order is no longer active', 'MATCH_CONFLICT'),
      },
      admin,
    );
    renderMatching();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Create match / }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Trade Match' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Match' }));
    expect(await within(dialog).findByText('The sell order is no longer active')).toBeInTheDocument();
    await vi.waitFor(() => expect(callsTo('GET /admin/matching/suggestions')).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('auto-match shows the proposals, each ready to confirm', async () => {
    const proposal = makeSuggestion(91);
    const { callsTo } = stubApi(
      {
        'GET /admin/matching/suggestions': () => json(200, { suggestions: [], stats: stats() }),
        'POST /admin/matching/auto': () => json(200, { proposals: [proposal] }),
      },
      admin,
    );
    renderMatching();
    const user = userEvent.setup();
    await screen.findByText('No match suggestions');
    await user.click(screen.getByRole('button', { name: 'Auto-Match' }));
    const proposals = await screen.findByRole('list', { name: 'Auto-match proposals' });
    expect(callsTo('POST /admin/matching/auto')).toHaveLength(1);
    expect(within(proposals).getByText('91% match')).toBeInTheDocument();
    await user.click(within(proposals).getByRole('button', { name: /^Create match / }));
    expect(await screen.findByRole('dialog', { name: 'Confirm Trade Match' })).toHaveTextContent(proposal.buyTrade.orderNumber);
  });

  it('creates a manual match from one active buy and one active sell order of the same commodity', async () => {
    const buy = makeOrder('buy', { orderNumber: 'BUY-2026-100' });
    const goldSell = makeOrder('sell', { orderNumber: 'SELL-2026-200' });
    const fuelSell = makeOrder('sell', {
      orderNumber: 'SELL-2026-201',
      commodityId: 'en590-id',
      commodity: { id: 'en590-id', name: 'EN590', symbol: 'EN590', category: 'fuel', unit: 'MT' },
      unit: 'MT',
    });
    const { callsTo } = stubApi(
      {
        'GET /admin/matching/suggestions': () => json(200, { suggestions: [], stats: stats() }),
        'GET /admin/trades': (call) => json(200, tradeList(call.query.get('side') === 'buy' ? [buy] : [goldSell, fuelSell])),
        'POST /admin/matching/confirm': () => json(201, { match: { id: 'match-2', agreedPrice: 2050, quantity: 1000 }, contract: { id: 'c-2', contractNumber: 'CTR-2026-000400', status: 'draft' } }),
      },
      admin,
    );
    renderMatching();
    const user = userEvent.setup();
    await screen.findByText('No match suggestions');
    await user.click(screen.getByRole('button', { name: 'Create Manual Match' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Manual Match' });
    const buySelect = await within(dialog).findByLabelText(/^Buy request/);
    for (const call of callsTo('GET /admin/trades')) expect(call.query.get('status')).toBe('active');
    expect(callsTo('GET /admin/trades').map((call) => call.query.get('side')).sort()).toEqual(['buy', 'sell']);

    await user.selectOptions(buySelect, buy.id);
    const sellSelect = within(dialog).getByLabelText(/^Sell offer/);
    // Only the gold sell offer can pair with a gold buy request.
    expect(within(sellSelect).queryByRole('option', { name: /SELL-2026-201/ })).not.toBeInTheDocument();
    await user.selectOptions(sellSelect, goldSell.id);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm Trade Match' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Match' }));
    expect(await screen.findByText('CTR-2026-000400')).toBeInTheDocument();
    expect(callsTo('POST /admin/matching/confirm')[0]!.body).toEqual({ buyOrderId: buy.id, sellOrderId: goldSell.id });
  });
});
