import {
  DOCUMENT_ERROR_CODES,
  DOCUMENT_TEXTS,
  ERROR_CODES,
  adminDocumentListSchema,
  dealDocumentListSchema,
  documentDecisionResponseSchema,
  documentUploadResponseSchema,
} from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { contractsApp } from '../contracts/fixtures';
import { pdfUpload, storedFiles, tinyPdf, upload, uploaded, utf8Text } from '../documents/fixtures';
import { call, type TestApp } from '../helpers';
import { dealDocumentsUrl, moveContractOf } from './executed-deal';
import { dealAudit, openDeal, people, type Account, type People } from './fixtures';

let t: TestApp;
let p: People;

beforeAll(async () => {
  t = await contractsApp();
  p = await people(t);
});
afterAll(() => t.close());

const spa = (dealId: string, overrides: Parameters<typeof pdfUpload>[0] = {}) =>
  pdfUpload({ file: { name: 'spa.pdf', content: tinyPdf('Sale and purchase agreement'), type: 'application/pdf' }, documentType: 'spa', documentName: 'SPA draft', dealId, ...overrides });

const get = (who: Account, url: string) => call(t.app, 'GET', url, { token: who.token });

async function dealDocuments(who: Account, dealId: string) {
  const res = await get(who, dealDocumentsUrl(dealId));
  expect(res.statusCode, res.body).toBe(200);
  return dealDocumentListSchema.strict().parse(res.json());
}

const documentCount = async () => Number((await t.app.database.db.selectFrom('documents').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const kycStatusOf = async (userId: string) => (await t.app.database.db.selectFrom('users').select('kyc_status').where('id', '=', userId).executeTakeFirstOrThrow()).kyc_status;

describe('documents shared with a deal', () => {
  it('reach the other party and the desk: listed with who shared them, previewed and downloaded', async () => {
    const { deal } = await openDeal(t, p);
    const res = await upload(t.app, p.buyer.token, spa(deal.id));
    expect(res.statusCode, res.body).toBe(201);
    const { document } = documentUploadResponseSchema.parse(res.json());
    expect(document).toMatchObject({ dealId: deal.id, documentType: 'spa', status: 'uploaded', userId: p.buyer.id });

    const seen = await dealDocuments(p.seller, deal.id);
    expect(seen.total).toBe(1);
    expect(seen.documents[0]).toMatchObject({
      id: document.id,
      dealId: deal.id,
      documentName: 'SPA draft',
      sharedBy: { role: 'buyer', name: 'Amira Test', company: 'Gulf Bullion Buyers LLC' },
      mine: false,
    });
    // The counterparty sees names, never the buyer's account id.
    expect(JSON.stringify(seen)).not.toContain(p.buyer.id);
    expect((await dealDocuments(p.buyer, deal.id)).documents[0]!.mine).toBe(true);
    expect((await dealDocuments(p.admin, deal.id)).documents.map((d) => d.id)).toEqual([document.id]);

    const download = await get(p.seller, `/api/v1/documents/${document.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(tinyPdf('Sale and purchase agreement'))).toBe(true);
    expect((await get(p.seller, `/api/v1/documents/${document.id}/preview`)).statusCode).toBe(200);
    expect((await get(p.admin, `/api/v1/documents/${document.id}/download`)).statusCode).toBe(200);

    const audit = await dealAudit(t, deal.id);
    expect(audit.filter((a) => a.action === 'deal.document_shared').map((a) => a.actor_id)).toEqual([p.buyer.id]);
    const events = await t.app.database.db.selectFrom('domain_events').select('payload').where('type', '=', 'deal.document_shared').execute();
    expect(events.map((e) => JSON.parse(e.payload) as { documentId: string })).toContainEqual(expect.objectContaining({ documentId: document.id, dealId: deal.id, sharedByRole: 'buyer' }));
  });

  it('stay out of reach of everyone else: 404 on the list, the preview and the download', async () => {
    const { deal } = await openDeal(t, p);
    const { id } = await uploaded(t.app, p.seller.token, spa(deal.id, { documentType: 'assay_certificate', documentName: 'Assay' }));
    expectError(await get(p.outsider, dealDocumentsUrl(deal.id)), 404, ERROR_CODES.notFound);
    expectError(await get(p.outsider, `/api/v1/documents/${id}/preview`), 404);
    expectError(await get(p.outsider, `/api/v1/documents/${id}/download`), 404);
    expectError(await get(p.outsider, `/api/v1/documents/${id}`), 404);
    // A deal that does not exist reads the same; a malformed id is a form error.
    expectError(await get(p.buyer, dealDocumentsUrl(crypto.randomUUID())), 404);
    expectError(await get(p.buyer, dealDocumentsUrl('not-a-deal')), 400);
    // The other party reads the document but may not delete it.
    expectError(await call(t.app, 'DELETE', `/api/v1/documents/${id}`, { token: p.buyer.token }), 404);
    expect((await dealDocuments(p.seller, deal.id)).total).toBe(1);
  });

  it('are shared by the parties and the desk only: an outsider is told the deal does not exist, and nothing is kept', async () => {
    const { deal } = await openDeal(t, p);
    const [rows, files] = [await documentCount(), storedFiles(t)];
    expectError(await upload(t.app, p.outsider.token, spa(deal.id)), 404, ERROR_CODES.notFound);
    expectError(await upload(t.app, p.buyer.token, spa(crypto.randomUUID())), 404);
    expect(await documentCount()).toBe(rows);
    expect(storedFiles(t)).toEqual(files);

    const byDesk = await uploaded(t.app, p.admin.token, spa(deal.id, { documentType: 'inspection_report', documentName: 'Inspection' }));
    expect((await dealDocuments(p.buyer, deal.id)).documents.find((d) => d.id === byDesk.id)?.sharedBy).toEqual({ role: 'desk', name: 'Trading Desk', company: null });
  });

  it('need a deal for the trade types, and never take a KYC document', async () => {
    const { deal } = await openDeal(t, p);
    const rows = await documentCount();
    const withoutDeal = expectError(await upload(t.app, p.buyer.token, spa('')), 400, ERROR_CODES.validation);
    expect(withoutDeal.message).toBe(DOCUMENT_TEXTS.dealOnlyType('Sale and Purchase Agreement (SPA)'));
    expect(expectError(await upload(t.app, p.buyer.token, pdfUpload({ dealId: deal.id })), 400).message).toBe(DOCUMENT_TEXTS.kycTypeInDeal);
    expectError(await upload(t.app, p.buyer.token, spa('not-a-uuid')), 400, ERROR_CODES.validation);
    expect(await documentCount()).toBe(rows);
    // The ICPO stays a type of its own document center, and the KYC documents work as before.
    await uploaded(t.app, p.buyer.token, pdfUpload({ documentType: 'icpo', documentName: 'ICPO' }));
    await uploaded(t.app, p.buyer.token, pdfUpload({ documentType: 'icpo', documentName: 'ICPO for the deal', dealId: deal.id }));
    await uploaded(t.app, p.buyer.token, pdfUpload({ file: { name: 'bl.txt', content: utf8Text(), type: 'text/plain' }, documentType: 'bill_of_lading', documentName: 'B/L', dealId: deal.id }));
  });

  it('are closed to a cancelled deal, still open to an executed one', async () => {
    const cancelled = await openDeal(t, p);
    await moveContractOf(t, cancelled.contractId, 'cancelled');
    expectError(await upload(t.app, p.buyer.token, spa(cancelled.deal.id)), 409, DOCUMENT_ERROR_CODES.dealClosed);
    const executed = await openDeal(t, p);
    await moveContractOf(t, executed.contractId, 'executed');
    await uploaded(t.app, p.seller.token, spa(executed.deal.id, { documentType: 'bill_of_lading', documentName: 'Bill of lading' }));
  });

  it('are verified or rejected by the desk like any document, without touching anyone’s KYC', async () => {
    const { deal } = await openDeal(t, p);
    const before = await kycStatusOf(p.buyer.id);
    const first = await uploaded(t.app, p.buyer.token, spa(deal.id));
    const second = await uploaded(t.app, p.buyer.token, spa(deal.id, { documentType: 'loi', documentName: 'LOI' }));

    const listed = await get(p.admin, '/admin/documents?search=SPA%20draft&limit=100');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(adminDocumentListSchema.parse(listed.json()).documents.find((d) => d.id === first.id)).toMatchObject({ dealId: deal.id, owner: { id: p.buyer.id } });

    const verified = await call(t.app, 'POST', `/admin/documents/${first.id}/verify`, { token: p.admin.token, body: {} });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(documentDecisionResponseSchema.parse(verified.json()).document).toMatchObject({ status: 'verified', dealId: deal.id });
    const rejected = await call(t.app, 'POST', `/admin/documents/${second.id}/reject`, { token: p.admin.token, body: { reason: 'Unsigned' } });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const shown = await dealDocuments(p.seller, deal.id);
    expect(Object.fromEntries(shown.documents.map((d) => [d.id, [d.status, d.reviewNote]]))).toEqual({ [first.id]: ['verified', null], [second.id]: ['rejected', 'Unsigned'] });
    expect(await kycStatusOf(p.buyer.id)).toBe(before);
    // A party may not review: the desk's routes stay the desk's.
    expectError(await call(t.app, 'POST', `/admin/documents/${first.id}/reject`, { token: p.seller.token, body: { reason: 'No' } }), 403);
  });
});
