import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, makeContract, renderPane, stubApi } from '@/test/portal-test-kit';
import { ContractPanel } from './index';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

describe('ContractPanel (the deal room’s contract)', () => {
  it('loads the contract by id and offers only the moves open now, with the PDF', async () => {
    const draft = makeContract({ contractNumber: 'CTR-2026-000950', status: 'draft', allowedActions: ['update', 'send', 'cancel'] });
    stubApi({ [`GET /api/v1/contracts/${draft.id}`]: () => json(200, draft) });
    renderPane(<ContractPanel contractId={draft.id} />);
    expect(await screen.findByRole('heading', { name: 'Contract CTR-2026-000950', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Signatures', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send for signature' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign contract' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Not sent for signature yet')).toHaveLength(2);
  });

  it('says when the contract cannot be loaded, with Retry', async () => {
    stubApi({ 'GET /api/v1/contracts/missing': () => apiError(404, 'Contract not found', 'NOT_FOUND') });
    renderPane(<ContractPanel contractId="missing" headingLevel={3} />);
    expect(await screen.findByText('Failed to load contract')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
