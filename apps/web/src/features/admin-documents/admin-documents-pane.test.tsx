import type { AdminDocument, AdminDocumentList } from '@ctp/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, makeDocument, makeUser, stubApi, type Call } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { AdminDocumentsPane } from './admin-documents-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = makeUser({ role: 'admin', email: 'admin@example.com' });

function adminDocument(overrides: Partial<AdminDocument> = {}): AdminDocument {
  return {
    ...makeDocument(),
    reviewedAt: null,
    reviewedBy: null,
    owner: { id: 'user-1', email: 'ada@example.com', name: 'Ada Trader', kycStatus: 'pending' },
    ...overrides,
  };
}

const listOf = (documents: AdminDocument[], overrides: Partial<AdminDocumentList> = {}): AdminDocumentList => ({
  documents,
  total: documents.length,
  page: 1,
  totalPages: 1,
  ...overrides,
});

const renderPane = (url = '/portal-admin/documents') => renderAt(<AdminDocumentsPane />, { path: '/portal-admin/*', url });

describe('Document Center (administrator)', () => {
  it("lists every user's documents with owner, KYC status and the actions each allows", async () => {
    const documents = [
      adminDocument({ documentName: 'Passport', documentType: 'kyc', status: 'uploaded' }),
      adminDocument({
        documentName: 'Bank letter',
        documentType: 'pof',
        status: 'rejected',
        reviewNote: 'Unsigned',
        owner: { id: 'u2', email: 'karim@example.com', name: 'Karim Seller', kycStatus: 'rejected' },
      }),
      adminDocument({ documentName: 'Certificate', documentType: 'registration', status: 'verified' }),
    ];
    stubApi({ 'GET /admin/documents': () => json(200, listOf(documents, { total: 23, totalPages: 3 })) }, admin);
    renderPane();
    const rows = within(await screen.findByRole('list', { name: 'Documents' })).getAllByRole('listitem');
    expect(screen.getByText('Showing 3 of 23 documents')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('KYC Document');
    expect(rows[0]).toHaveTextContent('Ada Trader');
    expect(rows[0]).toHaveTextContent('ada@example.com');
    expect(within(rows[0]!).getByText('Pending', { selector: 'span' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Rejection reason: Unsigned');
    expect(within(rows[1]!).getAllByText('rejected').length).toBeGreaterThan(0);
    expect(rows[2]).toHaveTextContent('Company Registration');
    // Verify is offered unless verified; Reject unless rejected.
    expect(within(rows[0]!).getByRole('button', { name: 'Verify Passport' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Reject Passport' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Reject Bank letter' })).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: 'Verify Certificate' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Document pages' })).toBeInTheDocument();
  });

  it('sends search, owner, type, status and page to the server and keeps them in the URL', async () => {
    const { callsTo } = stubApi(
      { 'GET /admin/documents': (call: Call) => json(200, listOf([adminDocument()], { total: 25, page: Number(call.query.get('page')), totalPages: 3 })) },
      admin,
    );
    const { router } = renderPane();
    const user = userEvent.setup();
    const last = () => callsTo('GET /admin/documents').at(-1)!.query;
    await screen.findByRole('navigation', { name: 'Document pages' });
    expect(Object.fromEntries(last())).toEqual({ page: '1', limit: '10' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(last().get('page')).toBe('2'));

    await user.selectOptions(screen.getByLabelText('Filter by type'), 'registration');
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'pending');
    await user.type(screen.getByLabelText('Search documents'), 'certificate');
    await user.type(screen.getByLabelText('Filter by owner'), 'ada@');
    await vi.waitFor(() => expect(last().get('owner')).toBe('ada@'));
    expect(Object.fromEntries(last())).toEqual({ page: '1', limit: '10', type: 'registration', status: 'pending', search: 'certificate', owner: 'ada@' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      type: 'registration',
      status: 'pending',
      search: 'certificate',
      owner: 'ada@',
    });
  });

  it('reads the filters from the URL, and offers to clear them when nothing matches', async () => {
    const { callsTo } = stubApi({ 'GET /admin/documents': () => json(200, listOf([])) }, admin);
    renderPane('/portal-admin/documents?owner=karim&status=rejected&page=2');
    expect(await screen.findByText('No documents match your filters')).toBeInTheDocument();
    expect(Object.fromEntries(callsTo('GET /admin/documents')[0]!.query)).toEqual({ owner: 'karim', status: 'rejected', page: '2', limit: '10' });
    expect(screen.getByLabelText('Filter by owner')).toHaveValue('karim');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(Object.fromEntries(callsTo('GET /admin/documents').at(-1)!.query)).toEqual({ page: '1', limit: '10' }));
  });

  it("verifies a document and shows the owner's new KYC status", async () => {
    const passport = adminDocument({ documentName: 'Passport' });
    let current = passport;
    const { callsTo } = stubApi(
      {
        'GET /admin/documents': () => json(200, listOf([current])),
        [`POST /admin/documents/${passport.id}/verify`]: () => {
          current = { ...passport, status: 'verified', owner: { ...passport.owner, kycStatus: 'approved' } };
          return json(200, { success: true, message: 'Document verified', document: current });
        },
      },
      admin,
    );
    renderPane();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify Passport' }));
    expect(await screen.findByText('Passport verified. KYC status of Ada Trader: approved')).toBeInTheDocument();
    expect(callsTo(`POST /admin/documents/${passport.id}/verify`)).toHaveLength(1);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Verify Passport' })).not.toBeInTheDocument());
  });

  it('rejects only with a reason, shows a refusal in the dialog, and sends the reason', async () => {
    const letter = adminDocument({ documentName: 'Bank letter', documentType: 'pof' });
    let refuse = true;
    const { callsTo } = stubApi(
      {
        'GET /admin/documents': () => json(200, listOf([letter])),
        [`POST /admin/documents/${letter.id}/reject`]: (call) =>
          refuse
            ? apiError(409, 'This document is already rejected', 'DOCUMENT_ALREADY_DECIDED')
            : json(200, { success: true, message: 'Document rejected', document: { ...letter, status: 'rejected', reviewNote: (call.body as { reason: string }).reason } }),
      },
      admin,
    );
    renderPane();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Bank letter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Bank letter' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject Document' }));
    expect(within(dialog).getByText('Please enter the reason for the rejection')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason for rejection')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(`POST /admin/documents/${letter.id}/reject`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason for rejection'), 'The letter is not signed');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Document' }));
    expect(await within(dialog).findByText('This document is already rejected')).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Reject Document' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(`POST /admin/documents/${letter.id}/reject`).at(-1)!.body).toEqual({ reason: 'The letter is not signed' });
    expect(await screen.findByText('Bank letter rejected. KYC status of Ada Trader: pending')).toBeInTheDocument();
  });

  it('downloads any file through the admin route and saves it under its file name', async () => {
    const createObjectURL = vi.fn(() => 'blob:document');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const document = adminDocument({ documentName: 'Invoice', fileName: 'invoice-7.pdf' });
    const { callsTo } = stubApi(
      {
        'GET /admin/documents': () => json(200, listOf([document])),
        [`GET /admin/documents/${document.id}/download`]: () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      },
      admin,
    );
    renderPane();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download Invoice' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(callsTo(`GET /admin/documents/${document.id}/download`)).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('invoice-7.pdf');
  });

  it("says 'Failed to load documents' with Retry when the list fails, and the empty state when there is nothing", async () => {
    let fail = true;
    stubApi({ 'GET /admin/documents': () => (fail ? apiError(500, 'Internal Server Error', 'INTERNAL') : json(200, listOf([]))) }, admin);
    renderPane();
    expect(await screen.findByText('Failed to load documents')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
  });
});
