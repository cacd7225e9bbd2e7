import { focusManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { LIVE_LIST_REFETCH_MS } from '@/lib/live-query';
import { deferred } from '@/test/fetch-mock';
import { apiError, json, list, makeContract, renderPane, stubApi, type Call } from '@/test/portal-test-kit';
import { ContractsPane } from './contracts-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const renderContracts = (url = '/portal-trader/contracts') => renderPane(<ContractsPane />, url);

describe('contracts tab', () => {
  it("shows 'Loading contracts...', then number, commodity, type and status of each", async () => {
    const answer = deferred<Response>();
    stubApi({ 'GET /api/v1/contracts': () => answer.promise });
    renderContracts();
    expect(await screen.findByText('Loading contracts...')).toBeInTheDocument();

    answer.resolve(
      json(
        200,
        list('contracts', [
          makeContract({ contractNumber: 'CTR-2026-000101', status: 'active', contractType: 'forward' }),
          makeContract({ contractNumber: 'CTR-2026-000102', status: 'cancelled' }),
        ]),
      ),
    );
    const rows = within(await screen.findByRole('list', { name: 'Contracts' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('CTR-2026-000101');
    expect(rows[0]).toHaveTextContent('Gold');
    expect(rows[0]).toHaveTextContent('Forward');
    expect(rows[0]).toHaveTextContent('$2,452,200.00');
    expect(within(rows[0]!).getByText('Active').className).toContain('sky');
    expect(within(rows[1]!).getByText('Cancelled').className).toContain('red');
    expect(screen.getByText('2 contracts')).toBeInTheDocument();
  });

  it("says 'No contracts found' when there are none", async () => {
    stubApi({ 'GET /api/v1/contracts': () => json(200, list('contracts', [])) });
    renderContracts();
    expect(await screen.findByText('No contracts found')).toBeInTheDocument();
  });

  it('filters by status and pages through the server’s pages', async () => {
    const { callsTo } = stubApi({
      'GET /api/v1/contracts': (call: Call) =>
        json(200, list('contracts', [makeContract({ status: (call.query.get('status') ?? 'pending') as 'pending' })], { total: 25, page: Number(call.query.get('page')) })),
    });
    const { router } = renderContracts();
    const user = userEvent.setup();
    expect(await screen.findByRole('navigation', { name: 'Contract pages' })).toHaveTextContent('Page 1 of 3');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(callsTo('GET /api/v1/contracts').at(-1)!.query.get('page')).toBe('2'));
    expect(router.state.location.search).toBe('?page=2');

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'executed');
    await vi.waitFor(() => expect(callsTo('GET /api/v1/contracts').at(-1)!.query.get('status')).toBe('executed'));
    // A new filter starts again at page 1.
    expect(callsTo('GET /api/v1/contracts').at(-1)!.query.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?status=executed');
  });
});

describe('contracts freshness', () => {
  afterEach(() => {
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('lists a contract created meanwhile on its own, quietly, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = makeContract({ contractNumber: 'CTR-2026-000500' });
    const reload = deferred<Response>();
    let reloading = false;
    const { callsTo } = stubApi({ 'GET /api/v1/contracts': () => (reloading ? reload.promise : json(200, list('contracts', [first], { total: 25 }))) });
    renderContracts();
    await screen.findByRole('button', { name: /CTR-2026-000500/ });
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();

    reloading = true;
    await vi.advanceTimersByTimeAsync(LIVE_LIST_REFETCH_MS);
    await vi.waitFor(() => expect(callsTo('GET /api/v1/contracts')).toHaveLength(2));
    // While it runs, the background reload neither shows 'Updating...' nor disables, and so unfocuses, the page buttons.
    expect(screen.queryByRole('status', { name: 'Updating...' })).not.toBeInTheDocument();
    expect(next).toBeEnabled();
    expect(next).toHaveFocus();

    // Matching created a contract for this user meanwhile.
    reload.resolve(json(200, list('contracts', [makeContract({ contractNumber: 'CTR-2026-000501' }), first], { total: 25 })));
    expect(await screen.findByRole('button', { name: /CTR-2026-000501/ })).toBeInTheDocument();
  });
});

describe('contract detail', () => {
  it('shows every field and only the moves open now; signing calls the API and refreshes', async () => {
    const contract = makeContract({ contractNumber: 'CTR-2026-000200' });
    const signed = {
      ...contract,
      signedByBuyerAt: '2026-11-22T10:00:00.000Z',
      signatures: [{ role: 'buyer' as const, signerName: 'Tara Trader', typedName: 'Tara Trader', signedAt: '2026-11-22T10:00:00.000Z', documentSha256: 'a'.repeat(64) }],
    };
    let current = contract;
    const { callsTo } = stubApi({
      'GET /api/v1/contracts': () => json(200, list('contracts', [current])),
      [`GET /api/v1/contracts/${contract.id}`]: () => json(200, current),
      'POST /api/v1/contracts/sign': () => {
        current = { ...signed, allowedActions: ['cancel'] };
        return json(200, current);
      },
    });
    const { router } = renderContracts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /CTR-2026-000200/ }));
    expect(router.state.location.search).toBe(`?contract=${contract.id}`);

    const dialog = await screen.findByRole('dialog', { name: 'Contract CTR-2026-000200' });
    for (const text of ['Gold', '1,200 oz', '$2,043.50', 'Dec 22, 2026', 'Zurich', 'You are the buyer', 'Sami Seller', 'Seller Metals LLC', 'Spot']) {
      expect(within(dialog).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(within(dialog).getByRole('button', { name: 'Sign contract' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel contract' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark as executed' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send for signature' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Sign contract' }));
    const signing = await screen.findByRole('dialog', { name: 'Sign contract CTR-2026-000200' });
    await user.type(within(signing).getByLabelText('Your full name'), 'Tara Trader');
    await user.click(within(signing).getByRole('checkbox'));
    await user.type(within(signing).getByLabelText('Password'), 'Harbour.Gold77');
    await user.click(within(signing).getByRole('button', { name: 'Sign contract' }));
    expect(await within(dialog).findByText('Your signature has been recorded.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sign contract CTR-2026-000200' })).not.toBeInTheDocument();
    expect(callsTo('POST /api/v1/contracts/sign')[0]!.body).toEqual({ contractId: contract.id, typedName: 'Tara Trader', consent: true, password: 'Harbour.Gold77' });
    expect(within(dialog).getByText('You have signed. Waiting for the other party to sign.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Sign contract' })).not.toBeInTheDocument();
    // The list is asked again.
    await vi.waitFor(() => expect(callsTo('GET /api/v1/contracts').length).toBeGreaterThan(1));
  });

  it('shows the parties by name and company, the terms, and downloads the PDF under the contract number', async () => {
    const contract = makeContract({
      contractNumber: 'CTR-2026-000250',
      status: 'active',
      allowedActions: ['execute'],
      buyer: { name: 'Tara Trader', company: 'Tara Bullion FZE' },
      terms: { ...makeContract().terms, buyerAddress: 'PO Box 12, Muscat', quantityTolerancePercent: 2 },
      documentSha256: 'b'.repeat(64),
      signedDocumentSha256: 'c'.repeat(64),
    });
    const createObjectURL = vi.fn(() => 'blob:contract');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { callsTo } = stubApi({
      'GET /api/v1/contracts': () => json(200, list('contracts', [contract])),
      [`GET /api/v1/contracts/${contract.id}`]: () => json(200, contract),
      [`GET /api/v1/contracts/${contract.id}/pdf`]: () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="CTR-2026-000250.pdf"' } }),
    });
    renderContracts(`/portal-trader/contracts?contract=${contract.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Contract CTR-2026-000250' });
    const field = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(await within(dialog).findByText('Tara Bullion FZE')).toBeInTheDocument();
    expect(field('Buyer')).toHaveTextContent('Tara Trader (you)Tara Bullion FZEPO Box 12, Muscat');
    expect(field('Seller')).toHaveTextContent('Sami SellerSeller Metals LLC');
    expect(field('Quantity')).toHaveTextContent('1,200 oz ± 2%');
    expect(field('Incoterm')).toHaveTextContent('CIF Zurich');
    expect(field('Payment terms')).toHaveTextContent('Letter of credit, at sight');
    expect(field('Delivery window')).toHaveTextContent('Dec 15, 2026 to Dec 22, 2026');
    expect(field('Specifications')).toHaveTextContent('LBMA good delivery bars, 999.9 fineness');
    expect(field('Inspection')).toHaveTextContent('Independent inspection at loading by SGS');
    expect(field('Governing law')).toHaveTextContent('Laws of the Sultanate of Oman');
    // No screen shows a party's id.
    expect(dialog).not.toHaveTextContent('seller-9');
    expect(dialog).not.toHaveTextContent('user-1');

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(callsTo(`GET /api/v1/contracts/${contract.id}/pdf`)).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('CTR-2026-000250.pdf');
    click.mockRestore();
  });

  it('says so when the PDF cannot be downloaded', async () => {
    const contract = makeContract();
    stubApi({
      'GET /api/v1/contracts': () => json(200, list('contracts', [contract])),
      [`GET /api/v1/contracts/${contract.id}`]: () => json(200, contract),
      [`GET /api/v1/contracts/${contract.id}/pdf`]: () => apiError(404, 'Contract not found', 'NOT_FOUND'),
    });
    renderContracts(`/portal-trader/contracts?contract=${contract.id}`);
    const dialog = await screen.findByRole('dialog');
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Download PDF' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Contract not found');
  });

  it('shows the commission fixed on the contract, and none on an older contract', async () => {
    const withRate = makeContract({ contractNumber: 'CTR-2026-000300', totalValue: 100_000, commissionRate: 2.5, commissionAmount: 2_500 });
    const older = makeContract({ contractNumber: 'CTR-2026-000301', commissionRate: null, commissionAmount: null });
    stubApi({
      'GET /api/v1/contracts': () => json(200, list('contracts', [withRate, older])),
      [`GET /api/v1/contracts/${withRate.id}`]: () => json(200, withRate),
      [`GET /api/v1/contracts/${older.id}`]: () => json(200, older),
    });
    renderContracts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /CTR-2026-000300/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Contract CTR-2026-000300' });
    expect(within(dialog).getByText('Commission')).toBeInTheDocument();
    expect(within(dialog).getByText('$2,500.00', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByText('(2.5% of the total value)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(await screen.findByRole('button', { name: /CTR-2026-000301/ }));
    dialog = await screen.findByRole('dialog', { name: 'Contract CTR-2026-000301' });
    expect(within(dialog).queryByText('Commission')).not.toBeInTheDocument();
  });

  it('asks for a reason before cancelling, and sends it', async () => {
    const contract = makeContract({ status: 'active', allowedActions: ['execute', 'cancel'] });
    let current = contract;
    const { callsTo } = stubApi({
      'GET /api/v1/contracts': () => json(200, list('contracts', [current])),
      [`GET /api/v1/contracts/${contract.id}`]: () => json(200, current),
      [`POST /api/v1/contracts/${contract.id}/cancel`]: (call) => {
        current = { ...contract, status: 'cancelled', cancellationReason: (call.body as { reason: string }).reason, allowedActions: [] };
        return json(200, current);
      },
    });
    renderContracts(`/portal-trader/contracts?contract=${contract.id}`);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: `Contract ${contract.contractNumber}` });
    expect(await within(dialog).findByRole('button', { name: 'Mark as executed' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel contract' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(within(dialog).getByText('A cancellation reason is required')).toBeInTheDocument();
    expect(callsTo(`POST /api/v1/contracts/${contract.id}/cancel`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Vessel not available');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(await within(dialog).findByText('The contract has been cancelled.')).toBeInTheDocument();
    expect(callsTo(`POST /api/v1/contracts/${contract.id}/cancel`)[0]!.body).toEqual({ reason: 'Vessel not available' });
    expect(await within(dialog).findByText('Vessel not available')).toBeInTheDocument();
    expect(within(dialog).getByText('This contract was cancelled.')).toBeInTheDocument();
  });

  it('sends a draft for signature', async () => {
    const draft = makeContract({ status: 'draft', allowedActions: ['update', 'send', 'cancel'] });
    let current = draft;
    const { callsTo } = stubApi({
      'GET /api/v1/contracts': () => json(200, list('contracts', [current])),
      [`GET /api/v1/contracts/${draft.id}`]: () => json(200, current),
      [`POST /api/v1/contracts/${draft.id}/send`]: () => {
        current = { ...draft, status: 'pending', allowedActions: ['sign', 'cancel'] };
        return json(200, current);
      },
    });
    renderContracts(`/portal-trader/contracts?contract=${draft.id}`);
    const dialog = await screen.findByRole('dialog');
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Send for signature' }));
    expect(await within(dialog).findByText('Contract sent to the seller for signature.')).toBeInTheDocument();
    expect(callsTo(`POST /api/v1/contracts/${draft.id}/send`)).toHaveLength(1);
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign contract' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a move', async () => {
    const contract = makeContract({ status: 'active', allowedActions: ['execute'] });
    stubApi({
      'GET /api/v1/contracts': () => json(200, list('contracts', [contract])),
      [`GET /api/v1/contracts/${contract.id}`]: () => json(200, contract),
      [`POST /api/v1/contracts/${contract.id}/execute`]: () => apiError(409, 'This contract is expired and cannot be executed.', 'CONTRACT_TRANSITION_INVALID'),
    });
    renderContracts(`/portal-trader/contracts?contract=${contract.id}`);
    const dialog = await screen.findByRole('dialog');
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Mark as executed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This contract is expired and cannot be executed.');
  });
});
