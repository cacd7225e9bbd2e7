import type { ContractVerification } from '@ctp/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { FakeXhr } from '@/test/portal-test-kit';
import { renderAt } from '@/test/render';
import { Component as VerifyPage } from './verify-page';

beforeEach(() => {
  FakeXhr.install();
  // No session on a public page: the refresh answers 401.
  stubFetch({});
});
afterEach(() => vi.unstubAllGlobals());

const SHA = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const CONTRACT = {
  contractNumber: 'CTR-2026-000900',
  commodity: 'Gold',
  buyer: { name: 'Noor Al Habsi', company: 'Noor Metals LLC' },
  seller: { name: 'Saif Al Habsi', company: null },
  signedAt: '2026-11-23T08:30:00.000Z',
  signatures: [
    { role: 'buyer', signerName: 'Noor Al Habsi', signedAt: '2026-11-22T10:00:00.000Z' },
    { role: 'seller', signerName: 'Saif Al Habsi', signedAt: '2026-11-23T08:30:00.000Z' },
  ],
} satisfies ContractVerification['contract'];

const pdf = (name = 'CTR-2026-000900.pdf') => new File(['%PDF-1.7 signed'], name, { type: 'application/pdf' });

/** Chooses `file` on /verify and answers the upload with `answer`. */
async function verify(file: File, answer: { status: number; body: unknown }) {
  renderAt(<VerifyPage />, { path: '/verify' });
  await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Choose or drop the contract PDF'), file);
  await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  const sent = FakeXhr.sent[0]!;
  expect(sent.method).toBe('POST');
  expect(sent.url).toBe('/api/v1/contracts/verify');
  expect(sent.body!.get('file')).toBeInstanceOf(File);
  expect((sent.body!.get('file') as File).name).toBe(file.name);
  sent.respond(answer.status, answer.body);
}

describe('/verify', () => {
  it('says a signed contract of ours is valid, which one, and who signed when', async () => {
    await verify(pdf(), { status: 200, body: { result: 'valid', sha256: SHA, contract: CONTRACT } });
    const answer = await screen.findByRole('region', { name: 'Verification of CTR-2026-000900.pdf' });
    expect(within(answer).getByRole('heading', { name: 'This is a contract signed on this platform' })).toBeInTheDocument();
    for (const text of ['CTR-2026-000900', 'Gold', 'Noor Al Habsi, Noor Metals LLC', 'Seller: Saif Al Habsi', 'Buyer: Noor Al Habsi', SHA]) {
      expect(within(answer).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    // The answer takes focus, so it is read out.
    await vi.waitFor(() => expect(answer.parentElement).toHaveFocus());
  });

  it('says a changed file is not the document we issued, and which contract it claims to be', async () => {
    await verify(pdf('edited.pdf'), { status: 200, body: { result: 'altered', sha256: SHA, contract: CONTRACT } });
    const answer = await screen.findByRole('region', { name: 'Verification of edited.pdf' });
    expect(within(answer).getByRole('heading', { name: 'This file is not the document we issued: it was changed after signing' })).toBeInTheDocument();
    expect(answer).toHaveTextContent('CTR-2026-000900');
    expect(answer).toHaveTextContent(SHA);
    expect(screen.queryByText('This is a contract signed on this platform')).not.toBeInTheDocument();
  });

  it('says a file that is none of ours is not a contract of this platform', async () => {
    await verify(pdf('invoice.pdf'), { status: 200, body: { result: 'unknown', sha256: SHA, contract: null } });
    const answer = await screen.findByRole('region', { name: 'Verification of invoice.pdf' });
    expect(within(answer).getByRole('heading', { name: 'This file is not a contract issued by this platform' })).toBeInTheDocument();
    expect(answer).toHaveTextContent(SHA);
    expect(within(answer).queryByText('Contract number')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a PDF before sending it, and shows the server’s refusal', async () => {
    renderAt(<VerifyPage />, { path: '/verify' });
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Choose or drop the contract PDF');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(input).toHaveAccessibleDescription('PDF, up to 10 MB Only PDF files can be verified');
    expect(FakeXhr.sent).toHaveLength(0);

    await user.upload(input, pdf('broken.pdf'));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(input).not.toHaveAttribute('aria-invalid');
    FakeXhr.sent[0]!.respond(400, { message: 'The file is not a readable PDF', code: 'VALIDATION_ERROR', status: 400 });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not a readable PDF');
  });
});
