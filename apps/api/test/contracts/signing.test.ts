import { CONTRACT_DOCUMENT_ERROR_CODES, CONTRACT_ERROR_CODES, ERROR_CODES } from '@ctp/domain';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { type TestApp } from '../helpers';
import { codeAt, enrol } from '../two-factor/fixtures';
import { START, account, contractIn, contractOf, contractsApp, downloadPdf, moves, party, testClock, type Account } from './fixtures';
import { pdfText } from './pdf-text';

/** Signing a contract (issue 13, docs/decisions/020): the typed name, consent, and a re-confirmation of the signer. */

const clock = testClock(START);
let t: TestApp;
let buyer: Account;
let seller: Account;
let admin: Account;
let outsider: Account;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const pending = () => contractIn(t, 'pending', { buyer, seller }, clock.now());
const signatureRows = (contractId: string) => t.app.database.db.selectFrom('contract_signatures').selectAll().where('contract_id', '=', contractId).execute();

/** Nothing of a refused signature is left: no row, no signing time, still pending. */
async function expectUnsigned(contractId: string) {
  const contract = contractOf(await moves.get(t.app, buyer.token, contractId));
  expect(contract).toMatchObject({ status: 'pending', signedByBuyerAt: null, signedBySellerAt: null, signatures: [] });
  expect(await signatureRows(contractId)).toEqual([]);
}

beforeAll(async () => {
  t = await contractsApp(clock);
  [buyer, seller, admin, outsider] = await Promise.all([party(t, 'trader'), party(t, 'seller'), account(t, 'admin'), party(t, 'trader', 'Samir')]);
});
afterAll(() => t.close());

describe('POST /api/v1/contracts/sign', () => {
  it('records the typed name, time, address, user agent and the hash of the document sent for signature', async () => {
    const contract = await pending();
    expect(contract.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    const res = await moves.sign(t.app, buyer, contract.id, {}, { ip: '203.0.113.9', headers: { 'user-agent': 'Contract test browser/1.0' } });
    const signed = contractOf(res);
    expect(signed).toMatchObject({ status: 'pending', signedDocumentSha256: null });
    expect(signed.signatures).toEqual([
      { role: 'buyer', signerName: 'Amira Test', typedName: 'Amira Test', signedAt: signed.signedByBuyerAt, documentSha256: contract.documentSha256 },
    ]);
    // Where a signature was made from is for administrators only.
    const seen = contractOf(await moves.get(t.app, admin.token, contract.id));
    expect(seen.signatures[0]).toMatchObject({ ip: '203.0.113.9', userAgent: 'Contract test browser/1.0' });
    expect(contractOf(await moves.get(t.app, seller.token, contract.id)).signatures[0]).not.toHaveProperty('ip');
    const [row] = await signatureRows(contract.id);
    expect(row).toMatchObject({ role: 'buyer', signer_id: buyer.id, typed_name: 'Amira Test', ip: '203.0.113.9', user_agent: 'Contract test browser/1.0', document_sha256: contract.documentSha256 });
  });

  it('takes the name in any case and spacing, and keeps it as typed', async () => {
    const contract = await pending();
    const signed = contractOf(await moves.sign(t.app, buyer, contract.id, { typedName: '  amira   TEST ' }));
    expect(signed.signatures[0]!.typedName).toBe('amira   TEST');
  });

  it('issues the final PDF once both have signed: it carries both signatures and its hash is stored', async () => {
    const contract = await pending();
    contractOf(await moves.sign(t.app, seller, contract.id, {}, { ip: '198.51.100.4' }));
    clock.advance(60_000);
    const active = contractOf(await moves.sign(t.app, buyer, contract.id));
    expect(active.status).toBe('active');
    expect(active.signatures.map((s) => s.role)).toEqual(['seller', 'buyer']);
    expect(active.signedDocumentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(active.signedDocumentSha256).not.toBe(active.documentSha256);
    const final = await downloadPdf(t.app, buyer.token, contract.id);
    expect(sha256(final)).toBe(active.signedDocumentSha256);
    const signaturePage = (await pdfText(final)).at(-1)!.replace(/\n/g, ' ');
    expect(signaturePage).toContain('Signed electronically by: Amira Test');
    expect(signaturePage).toContain('Signed electronically by: Karim Test');
    expect(signaturePage).toContain('From address: 198.51.100.4');
    expect(signaturePage).toContain(`Document signed by both parties (SHA-256): ${active.documentSha256}`);
    expect(signaturePage).toMatch(/verify at http\S*\/verify/);
  });

  it('refuses a typed name that is not the signer’s full name (400), signing nothing', async () => {
    const contract = await pending();
    for (const typedName of ['Amira', 'Amira Tester', 'Karim Test']) {
      const error = expectError(await moves.sign(t.app, buyer, contract.id, { typedName }), 400, CONTRACT_DOCUMENT_ERROR_CODES.signatureNameMismatch);
      expect(error.details).toEqual([{ path: 'typedName', message: error.message }]);
    }
    await expectUnsigned(contract.id);
  });

  it('needs consent and a typed name (400)', async () => {
    const contract = await pending();
    for (const overrides of [{ consent: false }, { consent: 'yes' }, { consent: undefined }, { typedName: '   ' }, { typedName: undefined }]) {
      expectError(await moves.sign(t.app, buyer, contract.id, overrides), 400, ERROR_CODES.validation);
    }
    await expectUnsigned(contract.id);
  });

  it('answers a wrong or missing password with 403 SIGNATURE_REAUTH_FAILED, signs nothing, and counts the failure', async () => {
    const contract = await pending();
    const wrong = expectError(await moves.sign(t.app, buyer, contract.id, { password: 'Not-the-password1!' }), 403, CONTRACT_DOCUMENT_ERROR_CODES.signatureReauthFailed);
    expect(wrong.details).toEqual([{ path: 'password', message: wrong.message }]);
    expectError(await moves.sign(t.app, buyer, contract.id, { password: undefined }), 403, CONTRACT_DOCUMENT_ERROR_CODES.signatureReauthFailed);
    await expectUnsigned(contract.id);
    const failures = await t.app.database.db.selectFrom('sign_in_failures').select('failures').where('account', '=', buyer.email).executeTakeFirst();
    expect(failures?.failures).toBe(1);
  });

  it('is not open to the other users: an outsider gets 404 and an administrator 403, before any password is asked', async () => {
    const contract = await pending();
    expectError(await moves.sign(t.app, outsider, contract.id), 404, ERROR_CODES.notFound);
    expectError(await moves.sign(t.app, outsider, contract.id, { password: 'wrong' }), 404, ERROR_CODES.notFound);
    expectError(await moves.sign(t.app, admin, contract.id), 403, CONTRACT_ERROR_CODES.actionForbidden);
    await expectUnsigned(contract.id);
  });

  it('asks a signer with two-factor sign-in for an authenticator code instead of the password', async () => {
    const enrolled = await party(t, 'seller', 'Nadia');
    const contract = await contractIn(t, 'pending', { buyer, seller: enrolled }, clock.now());
    // Its session began before enrolment and stays valid.
    const { secret } = await enrol(t.app, enrolled, clock);
    const refused = expectError(await moves.sign(t.app, enrolled, contract.id), 403, CONTRACT_DOCUMENT_ERROR_CODES.signatureReauthFailed);
    expect(refused.details).toEqual([{ path: 'totpCode', message: refused.message }]);
    expectError(await moves.sign(t.app, enrolled, contract.id, { totpCode: '000000' }), 403, CONTRACT_DOCUMENT_ERROR_CODES.signatureReauthFailed);
    await expectUnsigned(contract.id);
    const signed = contractOf(await moves.sign(t.app, enrolled, contract.id, { password: undefined, totpCode: await codeAt(secret, clock) }));
    expect(signed.signatures).toEqual([expect.objectContaining({ role: 'seller', typedName: 'Nadia Test' })]);
  });
});
