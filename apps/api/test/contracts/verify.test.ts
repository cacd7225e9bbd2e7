import { ERROR_CODES, contractVerificationSchema, type ContractVerification } from '@ctp/domain';
import type { LightMyRequestResponse } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { tinyPdf } from '../documents/fixtures';
import { type TestApp } from '../helpers';
import { START, VERIFY, contractIn, contractsApp, downloadPdf, party, testClock, verifyFile, type Account } from './fixtures';

/** POST /api/v1/contracts/verify (issue 13, docs/decisions/020): is this file a contract signed on this platform? */

const clock = testClock(START);
let t: TestApp;
let buyer: Account;
let seller: Account;

function verification(res: LightMyRequestResponse): ContractVerification {
  expect(res.statusCode, res.body).toBe(200);
  return contractVerificationSchema.strict().parse(res.json());
}

/** A copy with one byte changed at `at` (from the end when negative). */
function withByteChanged(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  const index = at < 0 ? copy.length + at : at;
  copy[index] = copy[index]! ^ 0x01;
  return copy;
}

/** The position of a byte inside the first page's drawn text: changing it changes what the page says, nothing else. */
const insideFirstStream = (bytes: Buffer) => bytes.indexOf('stream\n', bytes.indexOf('/FlateDecode')) + 'stream\n'.length + 40;

beforeAll(async () => {
  t = await contractsApp(clock);
  [buyer, seller] = await Promise.all([party(t, 'trader'), party(t, 'seller')]);
});
afterAll(() => t.close());

describe('POST /api/v1/contracts/verify', () => {
  it('says a signed copy is valid, naming the contract, its parties and when each signed; no sign-in needed', async () => {
    const contract = await contractIn(t, 'active', { buyer, seller }, clock.now());
    const result = verification(await verifyFile(t.app, await downloadPdf(t.app, buyer.token, contract.id)));
    expect(result).toEqual({
      result: 'valid',
      sha256: contract.signedDocumentSha256,
      contract: {
        contractNumber: contract.contractNumber,
        commodity: 'Gold',
        buyer: { name: 'Amira Test', company: null },
        seller: { name: 'Karim Test', company: null },
        signedAt: contract.signedBySellerAt,
        signatures: [
          { role: 'buyer', signerName: 'Amira Test', signedAt: contract.signedByBuyerAt },
          { role: 'seller', signerName: 'Karim Test', signedAt: contract.signedBySellerAt },
        ],
      },
    });
  });

  it('never says valid for a copy with one byte changed; altered when the copy still names the contract', async () => {
    const contract = await contractIn(t, 'active', { buyer, seller }, clock.now());
    const original = await downloadPdf(t.app, seller.token, contract.id);
    const altered = verification(await verifyFile(t.app, withByteChanged(original, insideFirstStream(original))));
    expect(altered.result).toBe('altered');
    expect(altered.contract?.contractNumber).toBe(contract.contractNumber);
    expect(altered.sha256).not.toBe(contract.signedDocumentSha256);
    for (const at of [0, 100, Math.floor(original.length / 2), -10, -1]) {
      const res = await verifyFile(t.app, withByteChanged(original, at));
      // A change that breaks the PDF signature bytes is no PDF at all (400); any other answer is not 'valid'.
      if (res.statusCode === 400) continue;
      expect(['altered', 'unknown']).toContain(verification(res).result);
    }
  });

  it('says altered for a signed copy saved again by another program, even with the same content', async () => {
    const contract = await contractIn(t, 'active', { buyer, seller }, clock.now());
    const resaved = await (await PDFDocument.load(await downloadPdf(t.app, buyer.token, contract.id), { updateMetadata: false })).save();
    expect(verification(await verifyFile(t.app, resaved))).toMatchObject({ result: 'altered', contract: { contractNumber: contract.contractNumber } });
  });

  it('does not take the copy sent for signature for a signed contract', async () => {
    const pending = await contractIn(t, 'pending', { buyer, seller }, clock.now());
    const result = verification(await verifyFile(t.app, await downloadPdf(t.app, buyer.token, pending.id)));
    expect(result).toEqual({ result: 'unknown', sha256: pending.documentSha256, contract: null });
  });

  it('says unknown for a PDF that is not one of our contracts', async () => {
    expect(verification(await verifyFile(t.app, tinyPdf('An invoice')))).toMatchObject({ result: 'unknown', contract: null });
  });

  it('refuses what is not a PDF (400), no file (400) and a body that is not a form (415)', async () => {
    expectError(await verifyFile(t.app, Buffer.from('just some text, not a contract'), 'contract.pdf'), 400, ERROR_CODES.validation);
    expectError(await verifyFile(t.app, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'contract.pdf', 'image/png'), 400, ERROR_CODES.validation);
    const empty = new FormData();
    empty.append('note', 'no file here');
    expectError(await t.app.inject({ method: 'POST', url: VERIFY, payload: empty }), 400, ERROR_CODES.validation);
    expectError(await t.app.inject({ method: 'POST', url: VERIFY, payload: { file: 'JVBERi0=' } }), 415);
  });

  it('refuses a file over 10 MB (413)', async () => {
    const large = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    expectError(await verifyFile(t.app, large), 413, ERROR_CODES.tooLarge);
  });
});
