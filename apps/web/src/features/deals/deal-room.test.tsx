import type { Deal, DealMessageList } from '@ctp/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { makeDeal, makeMessage, makeOffer } from '@/test/deals';
import { apiError, json, renderPane, stubApi, type Handler } from '@/test/portal-test-kit';
import { DealsPane } from './deals-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const noMessages: DealMessageList = { messages: [], total: 0, unread: 0, hasMore: false };

/** The room of `deal`, with an empty thread and no documents unless `routes` say otherwise. */
function renderRoom(deal: Deal, routes: Record<string, Handler> = {}) {
  const base = `/api/v1/deals/${deal.id}`;
  const api = stubApi({
    [`GET ${base}`]: () => json(200, deal),
    [`GET ${base}/messages`]: () => json(200, noMessages),
    [`GET ${base}/documents`]: () => json(200, { documents: [], total: 0 }),
    ...routes,
  });
  const rendered = renderPane(<DealsPane />, `/portal-trader/deals?deal=${deal.id}`);
  return { ...api, ...rendered, base, user: userEvent.setup() };
}

const offersList = () => screen.findByRole('list', { name: 'Offers' });

describe('deal room', () => {
  it('heads the room with the commodity, both parties by name and company, the desk and the status', async () => {
    const deal = makeDeal();
    renderRoom(deal);
    expect(await screen.findByRole('heading', { level: 2, name: /Gold · BUY-2026-101 \/ SELL-2026-202/ })).toBeInTheDocument();
    expect(screen.getByText('Buyer (you)').nextSibling).toHaveTextContent('Amira Test, Gulf Bullion Buyers LLC');
    expect(screen.getByText('Seller').nextSibling).toHaveTextContent('Karim Test, Andes Refining SA');
    expect(screen.getByText('Desk').nextSibling).toHaveTextContent('Trading Desk');
    expect(screen.getAllByText('Negotiating').length).toBeGreaterThan(0);
  });

  it('lists every offer with who made it and all its terms', async () => {
    const desk = makeOffer({ status: 'superseded' });
    const counter = makeOffer({
      number: 2,
      madeBy: 'seller',
      unitPrice: 2090,
      quantity: 75.5,
      totalValue: 157_795,
      incoterm: 'FOB',
      location: 'London',
      deliveryDate: '2030-04-15',
      paymentTerms: 'SBLC',
      validUntil: '2030-03-02T12:00:00.000Z',
      note: 'Our best price this week',
    });
    renderRoom(makeDeal({ offers: [desk, counter], currentOffer: counter }));
    const items = within(await offersList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Offer 1');
    expect(items[0]).toHaveTextContent('Trading Desk');
    expect(items[0]).toHaveTextContent('Superseded');
    const second = items[1]!;
    for (const text of [
      'Seller: Karim Test, Andes Refining SA',
      '$2,090.00 / oz',
      '75.5 oz',
      '$157,795.00',
      'FOB',
      'London',
      'Apr 15, 2030',
      'Standby letter of credit',
      'LBMA good delivery bars',
      'Our best price this week',
      'Open',
    ]) {
      expect(second).toHaveTextContent(text);
    }
  });

  it('shows Accept and Reject only when the server allows them, and says what the caller waits for otherwise', async () => {
    const mine = makeOffer({ number: 2, madeBy: 'buyer' });
    renderRoom(makeDeal({ offers: [mine], currentOffer: mine, allowedActions: ['offer', 'message'] }));
    expect(await screen.findByRole('button', { name: 'Make a Counter-Offer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept Offer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reject Offer/ })).not.toBeInTheDocument();
    expect(screen.getByText('Your offer is on the table: waiting for the other party to answer.')).toBeInTheDocument();
  });

  it('gives the desk no move in the negotiation', async () => {
    renderRoom(makeDeal({ myRole: 'desk', allowedActions: ['message'] }));
    expect(await screen.findByText(/The buyer and the seller negotiate/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept Offer|Reject Offer|Counter-Offer/ })).not.toBeInTheDocument();
    expect(screen.getByText('Desk (you)')).toBeInTheDocument();
  });

  it('accepts the offer on the table after asking, and shows the agreed deal', async () => {
    const deal = makeDeal();
    const offer = deal.currentOffer!;
    const agreed = makeDeal({
      id: deal.id,
      status: 'agreed',
      currentOffer: null,
      agreedOffer: { ...offer, status: 'accepted' },
      offers: [{ ...offer, status: 'accepted' }],
      allowedActions: ['message'],
    });
    const { callsTo, base, user } = renderRoom(deal, {
      [`POST /api/v1/deals/${deal.id}/offers/${offer.id}/accept`]: () => json(200, agreed),
      'GET /api/v1/contracts/contract-1': () => apiError(404, 'Contract not found', 'NOT_FOUND'),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept Offer 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept offer 1?' });
    expect(dialog).toHaveTextContent('80 oz at $2,075.00 per oz, $166,000.00 in all');
    await user.click(within(dialog).getByRole('button', { name: 'Accept Offer' }));

    expect(await screen.findByText('You accepted the offer.')).toBeInTheDocument();
    expect(callsTo(`POST ${base}/offers/${offer.id}/accept`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByText('Agreed').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Accept Offer/ })).not.toBeInTheDocument();
  });

  it('rejects with the reason typed, and shows the refusal when the server says no', async () => {
    const deal = makeDeal();
    const offer = deal.currentOffer!;
    const { lastCallTo, base, user } = renderRoom(deal, {
      [`POST /api/v1/deals/${deal.id}/offers/${offer.id}/reject`]: () =>
        apiError(409, 'The deal changed meanwhile. Please reload it and try again.', 'DEAL_CHANGED'),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject Offer 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject offer 1?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Price too high for this window');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Offer' }));

    expect(await within(dialog).findByText('The deal changed meanwhile. Please reload it and try again.')).toBeInTheDocument();
    expect(lastCallTo(`POST ${base}/offers/${offer.id}/reject`)!.body).toEqual({ reason: 'Price too high for this window' });
    // The dialog stays, so the user can try again or cancel.
    expect(within(dialog).getByRole('button', { name: 'Reject Offer' })).toBeEnabled();
  });
});

describe('counter-offer form', () => {
  it("starts from the offer on the table, names what is wrong on its field, and sends the shared schema's body", async () => {
    const deal = makeDeal();
    const countered = makeOffer({ number: 2, madeBy: 'buyer', unitPrice: 2060 });
    const { lastCallTo, base, user } = renderRoom(deal, {
      [`POST /api/v1/deals/${deal.id}/offers`]: () => json(201, { offer: countered, deal: makeDeal({ id: deal.id, offers: [deal.currentOffer!, countered], currentOffer: countered, allowedActions: ['offer', 'message'] }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Make a Counter-Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a counter-offer' });
    const price = within(dialog).getByLabelText('Unit price (USD/oz)');
    expect(price).toHaveValue(2075);
    expect(within(dialog).getByLabelText('Quantity (oz)')).toHaveValue(80);
    expect(within(dialog).getByLabelText('Delivery location')).toHaveValue('Zurich');
    expect(within(dialog).getByLabelText('Incoterm')).toHaveValue('CIF');
    expect(within(dialog).getByLabelText('Payment terms')).toHaveValue('LC at sight');
    // Gold's places and terms only.
    expect(within(within(dialog).getByLabelText('Delivery location')).queryByRole('option', { name: 'Rotterdam' })).not.toBeInTheDocument();

    await user.clear(price);
    await user.clear(within(dialog).getByLabelText('Quantity (oz)'));
    await user.type(within(dialog).getByLabelText('Quantity (oz)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    expect(await within(dialog).findByText('Unit price is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantity must be greater than 0')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(lastCallTo(`POST ${base}/offers`)).toBeUndefined();

    await user.type(price, '2060');
    await user.clear(within(dialog).getByLabelText('Quantity (oz)'));
    await user.type(within(dialog).getByLabelText('Quantity (oz)'), '75.5');
    await user.selectOptions(within(dialog).getByLabelText('Payment terms'), 'Escrow');
    await user.type(within(dialog).getByLabelText(/Note to the other party/), 'We can close today.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));

    expect(await screen.findByText('Your counter-offer was sent to the other party.')).toBeInTheDocument();
    expect(screen.getByText('Your offer is on the table: waiting for the other party to answer.')).toBeInTheDocument();
    expect(lastCallTo(`POST ${base}/offers`)!.body).toEqual({
      unitPrice: 2060,
      quantity: 75.5,
      deliveryDate: '2030-03-31',
      location: 'Zurich',
      incoterm: 'CIF',
      paymentTerms: 'Escrow',
      specifications: 'LBMA good delivery bars, 999.9 fine',
      note: 'We can close today.',
    });
  });

  it('shows why the server refused the offer, inside the dialog', async () => {
    const deal = makeDeal();
    const { user } = renderRoom(deal, {
      [`POST /api/v1/deals/${deal.id}/offers`]: () => apiError(400, 'Trade value must be between $1,000 and $100,000,000', 'TRADE_VALUE_OUT_OF_RANGE'),
    });
    await user.click(await screen.findByRole('button', { name: 'Make a Counter-Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a counter-offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    expect(await within(dialog).findByText('Trade value must be between $1,000 and $100,000,000')).toBeInTheDocument();
  });
});

describe('deal messages', () => {
  it('shows the thread newest last, marks what was new, and sends a message', async () => {
    const deal = makeDeal();
    let thread: DealMessageList = {
      messages: [
        makeMessage({ number: 1, mine: true, author: { role: 'buyer', name: 'Amira Test', company: 'Gulf Bullion Buyers LLC' }, text: 'Hello, can we talk delivery?' }),
        makeMessage({ number: 2, text: 'Zurich works for us.' }),
        makeMessage({ number: 3, author: { role: 'desk', name: 'Trading Desk', company: null }, text: 'The desk confirms the vault.' }),
      ],
      total: 3,
      unread: 2,
      hasMore: false,
    };
    const { lastCallTo, base, user } = renderRoom(deal, {
      [`GET /api/v1/deals/${deal.id}/messages`]: () => json(200, thread),
      [`POST /api/v1/deals/${deal.id}/messages`]: (call) => {
        const text = (call.body as { text: string }).text;
        const sent = makeMessage({ number: 4, mine: true, author: { role: 'buyer', name: 'Amira Test', company: null }, text });
        thread = { messages: [...thread.messages, sent], total: 4, unread: 0, hasMore: false };
        return json(201, sent);
      },
    });
    const items = within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p:last-child')?.textContent)).toEqual(['Hello, can we talk delivery?', 'Zurich works for us.', 'The desk confirms the vault.']);
    expect(items[0]).toHaveTextContent('You');
    expect(items[1]).toHaveTextContent('Karim Test, Andes Refining SA');
    expect(items[1]).toHaveTextContent('New messages');
    expect(screen.getByText('3 messages, 2 new')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message')).toBeInTheDocument();
    expect(lastCallTo(`POST ${base}/messages`)).toBeUndefined();

    await user.type(screen.getByLabelText('Message'), 'Agreed on Zurich.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(lastCallTo(`POST ${base}/messages`)!.body).toEqual({ text: 'Agreed on Zurich.' }));
    expect(await screen.findByText('Agreed on Zurich.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('keeps the text and says why when the deal was closed meanwhile, and offers no form on a closed deal', async () => {
    const deal = makeDeal();
    const { user, unmount } = renderRoom(deal, {
      [`POST /api/v1/deals/${deal.id}/messages`]: () => apiError(409, 'This deal is cancelled: nothing more can be posted to it', 'DEAL_CLOSED'),
    });
    await user.type(await screen.findByLabelText('Message'), 'Still there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This deal is cancelled: nothing more can be posted to it')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Still there?');
    unmount();

    renderRoom(makeDeal({ status: 'cancelled', allowedActions: [] }));
    expect(await screen.findByText('This deal is closed: no more messages can be written.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });
});
