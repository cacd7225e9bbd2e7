import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { renderAt } from '@/test/render';
import { json, list, makeContract, makeUser, stubApi, type Call } from '@/test/portal-test-kit';
import { AdminContractsPane } from './admin-contracts-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const admin = makeUser({ id: 'admin-1', role: 'admin', firstName: 'Layla', lastName: 'Al Said' });
const renderAdminContracts = (url = '/portal-admin/contracts') => renderAt(<AdminContractsPane />, { path: '/portal-admin/*', url });

describe('admin Contracts view', () => {
  it('lists every contract with its parties by name, searched and filtered by the server', async () => {
    const gold = makeContract({ contractNumber: 'CTR-2026-000801', buyer: { name: 'Noor Al Habsi', company: 'Noor Metals LLC' }, seller: { name: 'Saif Al Habsi', company: null } });
    const { callsTo } = stubApi(
      { 'GET /api/v1/contracts': (call: Call) => json(200, list('contracts', call.query.get('q') === 'nothing' ? [] : [gold], { total: 12, page: Number(call.query.get('page')) })) },
      admin,
    );
    const { router } = renderAdminContracts('/portal-admin/contracts?page=2');
    const row = await screen.findByRole('button', { name: /CTR-2026-000801/ });
    expect(row).toHaveTextContent('Buyer Noor Al Habsi · Seller Saif Al Habsi');
    expect(screen.getByRole('heading', { name: 'All contracts' })).toBeInTheDocument();
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'pending');
    await vi.waitFor(() => expect(callsTo('GET /api/v1/contracts').at(-1)!.query.get('status')).toBe('pending'));
    expect(callsTo('GET /api/v1/contracts').at(-1)!.query.get('page')).toBe('1');

    await user.type(screen.getByLabelText('Search contracts'), 'nothing');
    // The search goes to the server once typing pauses, with the status kept.
    await vi.waitFor(() => expect(callsTo('GET /api/v1/contracts').at(-1)!.query.get('q')).toBe('nothing'));
    expect(callsTo('GET /api/v1/contracts').at(-1)!.query.get('status')).toBe('pending');
    expect(router.state.location.search).toBe('?status=pending&q=nothing');
    expect(await screen.findByText('No contract matches these filters. Change the search or the status.')).toBeInTheDocument();
  });

  it('shows where each signature came from, and cancels with a reason', async () => {
    const contract = makeContract({
      contractNumber: 'CTR-2026-000802',
      buyerId: 'buyer-7',
      allowedActions: ['cancel'],
      signatures: [
        {
          role: 'buyer',
          signerName: 'Tara Trader',
          typedName: 'Tara Trader',
          signedAt: '2026-11-22T10:00:00.000Z',
          documentSha256: 'd'.repeat(64),
          ip: '203.0.113.7',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
        },
      ],
    });
    let current = contract;
    const { callsTo } = stubApi(
      {
        'GET /api/v1/contracts': () => json(200, list('contracts', [current])),
        [`GET /api/v1/contracts/${contract.id}`]: () => json(200, current),
        [`POST /api/v1/contracts/${contract.id}/cancel`]: (call) => {
          current = { ...contract, status: 'cancelled', cancellationReason: (call.body as { reason: string }).reason, allowedActions: [] };
          return json(200, current);
        },
      },
      admin,
    );
    renderAdminContracts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /CTR-2026-000802/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contract CTR-2026-000802' });
    expect(within(dialog).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(dialog).getByText('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0')).toBeInTheDocument();
    expect(within(dialog).queryByText(/You are the/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel contract' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(within(dialog).getByLabelText('Reason for cancelling')).toHaveAccessibleDescription('A cancellation reason is required');
    expect(callsTo(`POST /api/v1/contracts/${contract.id}/cancel`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Sanctions screening failed');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(await within(dialog).findByText('The contract has been cancelled.')).toBeInTheDocument();
    expect(callsTo(`POST /api/v1/contracts/${contract.id}/cancel`)[0]!.body).toEqual({ reason: 'Sanctions screening failed' });
    expect(within(dialog).getByText('Sanctions screening failed')).toBeInTheDocument();
  });
});
