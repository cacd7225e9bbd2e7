import { ERROR_CODES } from '@ctp/domain';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { type TestApp } from '../helpers';
import { START, account, contractIn, contractOf, contractsApp, downloadPdf, moves, party, testClock, type Account } from './fixtures';
import { pdfText } from './pdf-text';

/** GET /api/v1/contracts/{id}/pdf (issue 13, docs/decisions/020): the contract as a PDF, for its parties and the desk. */

const clock = testClock(START);
let t: TestApp;
let buyer: Account;
let seller: Account;
let admin: Account;
let outsider: Account;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  t = await contractsApp(clock);
  [buyer, seller, admin, outsider] = await Promise.all([party(t, 'trader'), party(t, 'seller'), account(t, 'admin'), party(t, 'trader', 'Samir')]);
});
afterAll(() => t.close());

describe('GET /api/v1/contracts/{id}/pdf', () => {
  it('is a download named after the contract number for the buyer, the seller and administrators', async () => {
    const contract = await contractIn(t, 'pending', { buyer, seller }, clock.now());
    for (const who of [buyer, seller, admin]) {
      const res = await moves.pdf(t.app, who.token, contract.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' });
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${contract.contractNumber}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('is nobody else’s: an outsider or an unknown id gets 404, an anonymous caller 401, a malformed id 400', async () => {
    const contract = await contractIn(t, 'draft', { buyer, seller }, clock.now());
    expectError(await moves.pdf(t.app, outsider.token, contract.id), 404, ERROR_CODES.notFound);
    expectError(await moves.pdf(t.app, buyer.token, crypto.randomUUID()), 404, ERROR_CODES.notFound);
    expectError(await moves.pdf(t.app, undefined, contract.id), 401);
    expectError(await moves.pdf(t.app, buyer.token, 'CTR-2026-000001'), 400, ERROR_CODES.validation);
  });

  it('renders a draft on request, marked DRAFT, with its current terms', async () => {
    const contract = await contractIn(t, 'draft', { buyer, seller }, clock.now(), { incoterm: 'FOB', specifications: 'Kilobars, 999.9 fine' });
    const text = (await pdfText(await downloadPdf(t.app, buyer.token, contract.id))).join('\n');
    expect(text).toContain('DRAFT - not sent for signature');
    expect(text).toContain(`Contract No. ${contract.contractNumber}`);
    expect(text).toContain('Kilobars, 999.9 fine');
    expect(text).toContain('FOB (Free on Board)');
    expect(contractOf(await moves.update(t.app, buyer.token, contract.id, { deliveryLocation: 'Dubai' })).deliveryLocation).toBe('Dubai');
    expect((await pdfText(await downloadPdf(t.app, buyer.token, contract.id))).join('\n')).toContain('Place of delivery: Dubai.');
  });

  it('once sent, answers the exact bytes sent for signature; once signed by both, the final copy', async () => {
    const sent = await contractIn(t, 'pending', { buyer, seller }, clock.now());
    const first = await downloadPdf(t.app, seller.token, sent.id);
    expect(sha256(first)).toBe(sent.documentSha256);
    expect((await downloadPdf(t.app, admin.token, sent.id)).equals(first)).toBe(true);
    const signaturePage = (await pdfText(first)).at(-1)!;
    expect(signaturePage.match(/Awaiting signature/g)).toHaveLength(2);
    expect(signaturePage).not.toContain('DRAFT');

    const active = await contractIn(t, 'active', { buyer, seller }, clock.now());
    const final = await downloadPdf(t.app, buyer.token, active.id);
    expect(sha256(final)).toBe(active.signedDocumentSha256);
    expect((await pdfText(final)).at(-1)).not.toContain('Awaiting signature');
    // Executing the contract changes nothing in the signed copy.
    contractOf(await moves.execute(t.app, buyer.token, active.id));
    expect(sha256(await downloadPdf(t.app, seller.token, active.id))).toBe(active.signedDocumentSha256);
  });
});
