import type { Deal, DealDocument, DealRatingList } from '@ctp/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { makeDeal, makeOffer, makeRating } from '@/test/deals';
import { apiError, FakeXhr, json, makeDocument, renderPane, stubApi, type Handler } from '@/test/portal-test-kit';
import { DealsPane } from './deals-pane';

beforeEach(() => FakeXhr.install());
afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

function renderRoom(deal: Deal, routes: Record<string, Handler> = {}) {
  const base = `/api/v1/deals/${deal.id}`;
  const api = stubApi({
    [`GET ${base}`]: () => json(200, deal),
    [`GET ${base}/messages`]: () => json(200, { messages: [], total: 0, unread: 0, hasMore: false }),
    [`GET ${base}/documents`]: () => json(200, { documents: [], total: 0 }),
    'GET /api/v1/contracts/contract-1': () => apiError(404, 'Contract not found', 'NOT_FOUND'),
    ...routes,
  });
  renderPane(<DealsPane />, `/portal-trader/deals?deal=${deal.id}`);
  return { ...api, base, user: userEvent.setup() };
}

function dealDocument(deal: Deal, overrides: Partial<DealDocument> = {}): DealDocument {
  const { userId: _owner, uploadedBy: _uploader, ...document } = makeDocument({ documentType: 'spa', documentName: 'SPA draft', fileName: 'spa.pdf' });
  return { ...document, dealId: deal.id, sharedBy: { role: 'seller', name: 'Karim Test', company: 'Andes Refining SA' }, mine: false, ...overrides };
}

describe('deal documents', () => {
  it('lists what was shared and by whom, and shares a trade document with the deal', async () => {
    const deal = makeDeal();
    let documents = [dealDocument(deal)];
    const { callsTo, base, user } = renderRoom(deal, { [`GET /api/v1/deals/${deal.id}/documents`]: () => json(200, { documents, total: documents.length }) });

    // The documents panel is a chunk of its own, loaded with the room.
    const list = await screen.findByRole('list', { name: 'Documents' }, { timeout: 5000 });
    expect(list).toHaveTextContent('SPA draft');
    expect(list).toHaveTextContent('Sale and Purchase Agreement (SPA)');
    expect(list).toHaveTextContent('Shared by Karim Test, Andes Refining SA (the seller)');
    // A deal's documents are read here, never deleted from here.
    expect(within(list).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share a Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share a Document' });
    const types = within(within(dialog).getByLabelText('Document type')).getAllByRole('option').map((o) => o.textContent);
    expect(types).toContain('Bill of Lading');
    expect(types).toContain('Letter of Intent (LOI)');
    expect(types).not.toContain('KYC Document');
    await user.upload(within(dialog).getByLabelText('File'), new File([new Uint8Array(2048)], 'Bill of lading.pdf', { type: 'application/pdf' }));
    await user.selectOptions(within(dialog).getByLabelText('Document type'), 'bill_of_lading');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Document' }));

    const [request] = FakeXhr.sent;
    expect(request!.url).toBe('/api/v1/documents/upload');
    expect(request!.body!.get('dealId')).toBe(deal.id);
    expect(request!.body!.get('documentType')).toBe('bill_of_lading');
    const stored = { ...makeDocument({ documentType: 'bill_of_lading', documentName: 'Bill of lading' }), dealId: deal.id };
    documents = [dealDocument(deal, { id: stored.id, documentType: 'bill_of_lading', documentName: 'Bill of lading', mine: true }), ...documents];
    request!.respond(201, { success: true, message: 'Document shared with the deal', document: stored });

    expect(await screen.findByText('Document shared with the deal: Bill of lading')).toBeInTheDocument();
    await vi.waitFor(() => expect(callsTo(`GET ${base}/documents`).length).toBeGreaterThan(1));
    expect(await within(screen.getByRole('list', { name: 'Documents' })).findByText('Shared by you')).toBeInTheDocument();
  });

  it('offers no upload to the desk, which reads the documents only', async () => {
    renderRoom(makeDeal({ myRole: 'desk', allowedActions: ['message'] }));
    expect(await screen.findByText('No documents shared yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share a Document' })).not.toBeInTheDocument();
  });
});

describe('deal ratings', () => {
  const executed = () =>
    makeDeal({ status: 'executed', currentOffer: null, agreedOffer: makeOffer({ status: 'accepted' }), allowedActions: ['message'] });

  it('asks no rating before the contract is executed', async () => {
    const deal = makeDeal({ status: 'active', currentOffer: null, agreedOffer: makeOffer({ status: 'accepted' }), allowedActions: ['message'] });
    const { callsTo, base } = renderRoom(deal);
    await screen.findByRole('list', { name: 'Offers' });
    expect(screen.queryByRole('heading', { name: 'Ratings' })).not.toBeInTheDocument();
    expect(callsTo(`GET ${base}/ratings`)).toHaveLength(0);
  });

  it('rates the other party 1 to 5 with a comment, once, and then shows the rating given', async () => {
    const deal = executed();
    let ratings: DealRatingList = { ratings: [], canRate: true };
    const { lastCallTo, base, user } = renderRoom(deal, {
      [`GET /api/v1/deals/${deal.id}/ratings`]: () => json(200, ratings),
      [`POST /api/v1/deals/${deal.id}/rating`]: (call) => {
        const body = call.body as { score: number; comment: string | null };
        const given = makeRating({ dealId: deal.id, byRole: 'buyer', by: { name: 'Amira Test', company: null }, ofRole: 'seller', mine: true, ...body });
        ratings = { ratings: [given], canRate: false };
        return json(201, given);
      },
    });
    const group = await screen.findByRole('group', { name: 'Rate Karim Test, Andes Refining SA' });
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Rating is required')).toBeInTheDocument();
    expect(lastCallTo(`POST ${base}/rating`)).toBeUndefined();

    await user.click(within(group).getByRole('radio', { name: '4 · Very good' }));
    await user.type(screen.getByLabelText(/Comment/), 'Smooth delivery.');
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    await vi.waitFor(() => expect(lastCallTo(`POST ${base}/rating`)!.body).toEqual({ score: 4, comment: 'Smooth delivery.' }));
    expect(await screen.findByText('Thank you: your rating was recorded')).toBeInTheDocument();
    expect(await screen.findByText('You rated Karim Test, Andes Refining SA')).toBeInTheDocument();
  });

  it("shows the other party's rating of the caller, and no form once the caller has rated", async () => {
    const deal = executed();
    renderRoom(deal, {
      [`GET /api/v1/deals/${deal.id}/ratings`]: () => json(200, { ratings: [makeRating({ dealId: deal.id })], canRate: false }),
    });
    const given = await screen.findByRole('list', { name: 'Ratings given' });
    expect(given).toHaveTextContent('Karim Test, Andes Refining SA rated you');
    expect(given).toHaveTextContent('5 of 5 (Excellent)');
    expect(given).toHaveTextContent('Paid on time.');
    expect(screen.queryByRole('button', { name: 'Submit Rating' })).not.toBeInTheDocument();
  });
});
