import type { Document } from '@ctp/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, FakeXhr, json, list, makeDocument, renderPane, stubApi, type Call } from '@/test/portal-test-kit';
import { DocumentsPane } from './documents-pane';

beforeEach(() => FakeXhr.install());
afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A documents endpoint over `all`, filtering like the server: type, status (pending covers uploaded), search on name or type. */
function documentsOf(all: () => Document[]) {
  return (call: Call) => {
    const type = call.query.get('type');
    const status = call.query.get('status');
    const search = call.query.get('search')?.toLowerCase();
    const matches = all().filter(
      (d) =>
        (!type || d.documentType === type) &&
        (!status || d.status === status || (status === 'pending' && d.status === 'uploaded')) &&
        (!search || d.documentName.toLowerCase().includes(search) || d.documentType.includes(search)),
    );
    const limit = Number(call.query.get('limit') ?? 10);
    return json(200, list('documents', matches.slice(0, limit), { total: matches.length, limit }));
  };
}

const renderDocuments = (url = '/portal-trader/documents') => renderPane(<DocumentsPane />, url);
const documentRows = async () => within(await screen.findByRole('list', { name: 'Documents' })).getAllByRole('listitem');

describe('Document Center list', () => {
  it("shows 'No documents yet' with a prompt to upload, and every KYC document as not submitted", async () => {
    stubApi({ 'GET /api/v1/documents': documentsOf(() => []) });
    renderDocuments();
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload your first document' })).toBeInTheDocument();
    for (const name of ['Identity Verification', 'Proof of Funds', 'Company Registration']) {
      expect(await within(screen.getByRole('listitem', { name })).findByText('Not submitted')).toBeInTheDocument();
    }
  });

  it('lists name, type, size in MB with two decimals, and a status icon in the colour of spec 4', async () => {
    const documents = [
      makeDocument({ documentName: 'Passport', status: 'uploaded', fileSize: 2_621_440 }),
      makeDocument({ documentName: 'Bank letter', documentType: 'pof', status: 'verified', fileSize: 1_048_576 }),
      makeDocument({ documentName: 'ICPO', documentType: 'icpo', status: 'in-review', fileSize: 5000 }),
      makeDocument({ documentName: 'Invoice', documentType: 'invoice', status: 'rejected' }),
      makeDocument({ documentName: 'CPA', documentType: 'cpa', status: 'approved' }),
    ];
    stubApi({ 'GET /api/v1/documents': documentsOf(() => documents) });
    renderDocuments();
    const rows = await documentRows();
    expect(screen.getByText('Showing 5 of 5 documents')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('KYC Document');
    expect(rows[0]).toHaveTextContent('2.50 MB');
    expect(rows[1]).toHaveTextContent('Proof of Funds');
    expect(rows[1]).toHaveTextContent('1.00 MB');
    expect(rows[2]).toHaveTextContent('0.00 MB');
    const tones = rows.map((row) => {
      const icon = within(row).getByRole('img');
      return [icon.getAttribute('aria-label'), icon.dataset.tone];
    });
    expect(tones).toEqual([
      ['Pending', 'yellow'],
      ['Verified', 'green'],
      ['In Review', 'blue'],
      ['Rejected', 'red'],
      ['Approved', 'green'],
    ]);
  });

  it('searches by name or type on the server, combines the filters, and says when nothing matches', async () => {
    const documents = [makeDocument({ documentName: 'Passport copy' }), makeDocument({ documentName: 'Proof of funds letter', documentType: 'pof' })];
    const { callsTo } = stubApi({ 'GET /api/v1/documents': documentsOf(() => documents) });
    const { router } = renderDocuments();
    const user = userEvent.setup();
    await documentRows();

    await user.type(screen.getByLabelText('Search documents'), 'PASS');
    await vi.waitFor(() => expect(callsTo('GET /api/v1/documents').some((c) => c.query.get('search') === 'PASS')).toBe(true));
    expect(await screen.findByText('Showing 1 of 1 documents')).toBeInTheDocument();
    expect(screen.getByText(/filtered from 2/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'rejected');
    expect(await screen.findByText('No documents match your filters')).toBeInTheDocument();
    const last = callsTo('GET /api/v1/documents').at(-1)!.query;
    expect([last.get('search'), last.get('status')]).toEqual(['PASS', 'rejected']);
    expect(router.state.location.search).toBe('?search=PASS&status=rejected');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 2 of 2 documents')).toBeInTheDocument();
    expect(screen.getByLabelText('Search documents')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Filter by type'), 'pof');
    expect(await screen.findByText('Showing 1 of 1 documents')).toBeInTheDocument();
    expect(callsTo('GET /api/v1/documents').at(-1)!.query.get('type')).toBe('pof');
  });

  it('derives the KYC panel from the newest document of each kind, and offers to submit what is missing', async () => {
    const documents = [
      makeDocument({ documentType: 'kyc', documentName: 'Passport', status: 'verified' }),
      makeDocument({ documentType: 'registration', documentName: 'Certificate of incorporation', status: 'rejected' }),
      // Only the Company Registration type counts, not a registration filed under Other.
      makeDocument({ documentType: 'other', documentName: 'Company registration scan', status: 'approved' }),
    ];
    stubApi({ 'GET /api/v1/documents': documentsOf(() => documents) });
    renderDocuments();
    const identity = screen.getByRole('listitem', { name: 'Identity Verification' });
    const funds = screen.getByRole('listitem', { name: 'Proof of Funds' });
    const company = screen.getByRole('listitem', { name: 'Company Registration' });
    expect(await within(identity).findByText('Verified')).toBeInTheDocument();
    expect(await within(funds).findByText('Not submitted')).toBeInTheDocument();
    expect(await within(company).findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 documents submitted')).toBeInTheDocument();
    expect(within(identity).queryByRole('button')).not.toBeInTheDocument();
    expect(within(company).getByRole('button', { name: 'Upload a new version' })).toBeInTheDocument();

    await userEvent.setup().click(within(funds).getByRole('button', { name: 'Upload Proof of Funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    expect(within(dialog).getByLabelText('Document type')).toHaveValue('pof');
  });

  it("shows the administrator's reason under a rejected document, and nothing under the others", async () => {
    const documents = [
      makeDocument({ documentName: 'Bank letter', documentType: 'pof', status: 'rejected', reviewNote: 'The letter is not signed', reviewedAt: '2026-11-21T09:00:00.000Z' }),
      makeDocument({ documentName: 'Passport', status: 'verified' }),
    ];
    stubApi({ 'GET /api/v1/documents': documentsOf(() => documents) });
    renderDocuments();
    const rows = within(await screen.findByRole('list', { name: 'Documents' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Rejection reason: The letter is not signed');
    expect(rows[1]).not.toHaveTextContent('Rejection reason');
  });
});

describe('upload dialog', () => {
  const pdf = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

  async function openDialog() {
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Upload Document' }));
    return screen.findByRole('dialog', { name: 'Upload Document' });
  }

  it('pre-fills the name, enables Upload once file, name and type are set, shows progress and reloads the list', async () => {
    let documents: Document[] = [];
    const { callsTo } = stubApi({ 'GET /api/v1/documents': documentsOf(() => documents) });
    renderDocuments();
    const user = userEvent.setup();
    const dialog = await openDialog();
    const upload = within(dialog).getByRole('button', { name: 'Upload Document' });
    expect(upload).toBeDisabled();

    await user.upload(within(dialog).getByLabelText('File'), pdf('Bank Letter.2026.final.pdf'));
    expect(within(dialog).getByLabelText('Document name')).toHaveValue('Bank Letter');
    expect(upload).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Document type'), 'pof');
    await user.type(within(dialog).getByLabelText(/Description/), 'For the Zurich trade');
    expect(upload).toBeEnabled();
    await user.click(upload);

    const [request] = FakeXhr.sent;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/v1/documents/upload');
    expect(request!.headers.authorization).toBe('Bearer access-1');
    expect([...request!.body!.keys()]).toEqual(['documentType', 'documentName', 'description', 'file']);
    expect(request!.body!.get('documentType')).toBe('pof');
    expect(request!.body!.get('documentName')).toBe('Bank Letter');
    expect(request!.body!.get('description')).toBe('For the Zurich trade');
    expect((request!.body!.get('file') as File).name).toBe('Bank Letter.2026.final.pdf');
    expect(within(dialog).getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    request!.progress(512, 2048);
    expect(await within(dialog).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    const before = callsTo('GET /api/v1/documents').length;
    const stored = makeDocument({ documentName: 'Bank Letter', documentType: 'pof', fileName: 'Bank Letter.2026.final.pdf' });
    documents = [stored];
    request!.respond(201, { success: true, message: 'Document uploaded successfully', document: stored });

    expect(await screen.findByText('Document uploaded successfully: Bank Letter')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(callsTo('GET /api/v1/documents').length).toBeGreaterThan(before));
    expect(await screen.findByText('Showing 1 of 1 documents')).toBeInTheDocument();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    stubApi({ 'GET /api/v1/documents': documentsOf(() => []) });
    renderDocuments();
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.upload(within(dialog).getByLabelText('File'), pdf('huge.pdf', 10 * 1024 * 1024 + 1));
    await user.selectOptions(within(dialog).getByLabelText('Document type'), 'other');
    expect(within(dialog).getByText('The file is larger than the 10 MB limit.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload Document' })).toBeDisabled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("shows the server's message in the dialog and 'Failed to upload document' on the page; 'Upload failed' without one", async () => {
    stubApi({ 'GET /api/v1/documents': documentsOf(() => []) });
    renderDocuments();
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.upload(within(dialog).getByLabelText('File'), pdf('fake.pdf'));
    await user.selectOptions(within(dialog).getByLabelText('Document type'), 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Document' }));
    FakeXhr.sent[0]!.respond(400, { message: 'This file is not a valid PDF: its contents do not match its extension.', code: 'FILE_CONTENT_MISMATCH', status: 400 });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This file is not a valid PDF');
    expect(screen.getByText('Failed to upload document')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Upload Document' }));
    FakeXhr.sent[1]!.respond(502, null);
    await vi.waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Upload failed'));
  });

  it("asks for the required fields with 'Please fill in all required fields' if submitted without them", async () => {
    stubApi({ 'GET /api/v1/documents': documentsOf(() => []) });
    renderDocuments();
    const dialog = await openDialog();
    // The button is disabled; a form submitted another way (Enter in a field) still gets the message.
    const form = within(dialog).getByLabelText('Document name').closest('form')!;
    form.requestSubmit();
    expect(await within(dialog).findByText('Please fill in all required fields')).toBeInTheDocument();
  });
});

describe('document actions', () => {
  it('downloads the file under its file name, else the document name', async () => {
    const named = makeDocument({ documentName: 'Passport', fileName: 'passport-scan.pdf' });
    const unnamed = makeDocument({ documentName: 'Bank letter', fileName: '' });
    stubApi({
      'GET /api/v1/documents': documentsOf(() => [named, unnamed]),
      [`GET /api/v1/documents/${named.id}/download`]: () => new Response(new Blob(['%PDF-1.4 one'], { type: 'application/pdf' })),
      [`GET /api/v1/documents/${unnamed.id}/download`]: () => new Response(new Blob(['%PDF-1.4 two'], { type: 'application/pdf' })),
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderDocuments();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download Passport' }));
    await user.click(screen.getByRole('button', { name: 'Download Bank letter' }));
    await vi.waitFor(() => expect(saved).toEqual(['passport-scan.pdf', 'Bank letter']));
  });

  it("says 'Failed to download document' when the download fails", async () => {
    const document = makeDocument({ documentName: 'Passport' });
    stubApi({
      'GET /api/v1/documents': documentsOf(() => [document]),
      [`GET /api/v1/documents/${document.id}/download`]: () => apiError(404, 'The file of this document is no longer available.', 'NOT_FOUND'),
    });
    renderDocuments();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download Passport' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download document: The file of this document is no longer available.');
  });

  it('previews an image in a dialog, opens a PDF in a new tab, and downloads any other kind', async () => {
    const image = makeDocument({ documentName: 'Bill of lading', mimeType: 'image/png', fileName: 'bol.png' });
    const pdfDocument = makeDocument({ documentName: 'Contract scan', mimeType: 'application/pdf' });
    const text = makeDocument({ documentName: 'Notes', mimeType: 'text/plain', fileName: 'notes.txt' });
    const { callsTo } = stubApi({
      'GET /api/v1/documents': documentsOf(() => [image, pdfDocument, text]),
      [`GET /api/v1/documents/${image.id}/preview`]: () => new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })),
      [`GET /api/v1/documents/${pdfDocument.id}/preview`]: () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
      [`GET /api/v1/documents/${text.id}/download`]: () => new Response(new Blob(['hello'], { type: 'text/plain' })),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const tab = { closed: false, opener: {}, location: { href: '' }, document: { title: '', body: { style: { cssText: '' }, textContent: '' } }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderDocuments();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Preview Bill of lading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bill of lading' });
    expect(within(dialog).getByRole('img', { name: 'Bill of lading' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Preview Contract scan' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:preview'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Preview Notes' }));
    await vi.waitFor(() => expect(callsTo(`GET /api/v1/documents/${text.id}/download`)).toHaveLength(1));
    expect(click).toHaveBeenCalled();
  });

  it('deletes a document only after confirming, then reloads the list', async () => {
    let documents = [makeDocument({ documentName: 'Old invoice' })];
    const target = documents[0]!;
    const { callsTo } = stubApi({
      'GET /api/v1/documents': documentsOf(() => documents),
      [`DELETE /api/v1/documents/${target.id}`]: () => {
        documents = [];
        return json(200, { success: true, message: 'Document deleted' });
      },
    });
    renderDocuments();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Old invoice' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete document?' });
    expect(confirm).toHaveTextContent('“Old invoice” and its file will be removed permanently.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(callsTo(`DELETE /api/v1/documents/${target.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Old invoice' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete document' }));
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(callsTo(`DELETE /api/v1/documents/${target.id}`)).toHaveLength(1);
  });
});
