import { ADMIN_DOCUMENT_TEXTS, DOCUMENT_REVIEW_ERROR_CODES, ERROR_CODES, documentDecisionResponseSchema, documentListSchema, documentSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, expectError } from '../auth/fixtures';
import { activityOf, buildDocumentsApp } from '../documents/fixtures';
import { call, type TestApp } from '../helpers';
import { member, reject, uploadOf, verify, type Member } from './fixtures';

let t: TestApp;
let owner: Member;
let other: Member;
let admin: Member;

beforeAll(async () => {
  t = await buildDocumentsApp();
  [owner, other, admin] = await Promise.all([member(t.app, 'trader', 'Omar', 'Balushi'), member(t.app, 'seller'), member(t.app, 'admin')]);
});
afterAll(() => t.close());

const auditFor = async (action: string, target: string) => (await auditRows(t.app)).filter((row) => row.action === action && row.target === target);

describe('verifying a document', () => {
  it('marks it verified with the reviewer and time, tells the owner in their feed, and audits the change', async () => {
    const id = await uploadOf(t.app, owner, 'kyc', 'Passport');
    const res = await verify(t.app, admin.token, id);
    expect(res.statusCode, res.body).toBe(200);
    const body = documentDecisionResponseSchema.strict().parse(res.json());
    expect(body.message).toBe(ADMIN_DOCUMENT_TEXTS.verified);
    expect(body.document).toMatchObject({ id, status: 'verified', reviewNote: null, reviewedBy: admin.id, userId: owner.id });
    expect(body.document.owner).toMatchObject({ id: owner.id, email: owner.email, name: 'Omar Balushi' });
    expect(Date.parse(body.document.reviewedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const feed = await activityOf(t, id);
    expect(feed.map((entry) => entry.type)).toEqual(['document_uploaded', 'document_verified']);
    expect(feed[1]).toMatchObject({ user_id: owner.id, title: 'Document verified', description: 'Passport (KYC Document)' });

    const [entry, ...more] = await auditFor('admin.document.verified', id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actor_id: admin.id, actor_email: admin.email, ip: '127.0.0.1' });
    expect(JSON.parse(entry!.details!)).toMatchObject({ ownerId: owner.id, before: { status: 'uploaded' }, after: { status: 'verified' } });
  });

  it('refuses to verify a verified document again (409), and answers 404 for an unknown one', async () => {
    const id = await uploadOf(t.app, owner, 'icpo');
    expect((await verify(t.app, admin.token, id)).statusCode).toBe(200);
    const again = expectError(await verify(t.app, admin.token, id), 409, DOCUMENT_REVIEW_ERROR_CODES.alreadyDecided);
    expect(again.message).toBe(ADMIN_DOCUMENT_TEXTS.alreadyVerified);
    expect(await auditFor('admin.document.verified', id)).toHaveLength(1);
    expectError(await verify(t.app, admin.token, crypto.randomUUID()), 404, ERROR_CODES.notFound);
  });
});

describe('rejecting a document', () => {
  it('needs a reason of 1 to 500 characters', async () => {
    const id = await uploadOf(t.app, owner, 'invoice');
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 42 }, ['The scan is unreadable']]) {
      expectError(await reject(t.app, admin.token, id, body), 400, ERROR_CODES.validation);
    }
    expectError(await call(t.app, 'POST', `/admin/documents/${id}/reject`, { token: admin.token }), 400, ERROR_CODES.validation);
    expect((await call(t.app, 'GET', `/api/v1/documents/${id}`, { token: owner.token })).json().status).toBe('uploaded');
    expect((await reject(t.app, admin.token, id, { reason: 'x'.repeat(500) })).statusCode).toBe(200);
  });

  it('stores the reason, which the owner reads in their list and the document itself', async () => {
    const id = await uploadOf(t.app, owner, 'pof', 'Bank statement');
    const res = await reject(t.app, admin.token, id, { reason: '  The statement is older than three months  ' });
    expect(res.statusCode, res.body).toBe(200);
    const { document, message } = documentDecisionResponseSchema.parse(res.json());
    expect(message).toBe(ADMIN_DOCUMENT_TEXTS.rejected);
    expect(document).toMatchObject({ status: 'rejected', reviewNote: 'The statement is older than three months', reviewedBy: admin.id });

    const mine = documentListSchema.strict().parse((await call(t.app, 'GET', '/api/v1/documents?status=rejected', { token: owner.token })).json());
    const listed = mine.documents.find((item) => item.id === id)!;
    expect(listed).toMatchObject({ status: 'rejected', reviewNote: 'The statement is older than three months' });
    expect(listed.reviewedAt).toBe(document.reviewedAt);
    // The owner does not learn which administrator took the decision.
    expect(listed).not.toHaveProperty('reviewedBy');
    const one = documentSchema.strict().parse((await call(t.app, 'GET', `/api/v1/documents/${id}`, { token: owner.token })).json());
    expect(one.reviewNote).toBe('The statement is older than three months');

    const feed = await activityOf(t, id);
    expect(feed.at(-1)).toMatchObject({
      type: 'document_rejected',
      title: 'Document rejected',
      description: 'Bank statement (Proof of Funds). Reason: The statement is older than three months',
    });
    const [entry] = await auditFor('admin.document.rejected', id);
    expect(JSON.parse(entry!.details!)).toMatchObject({
      before: { status: 'uploaded' },
      after: { status: 'rejected', reason: 'The statement is older than three months' },
    });
  });

  it('may overturn a verification, and a later verification clears the reason', async () => {
    const id = await uploadOf(t.app, owner, 'shipping');
    expect((await verify(t.app, admin.token, id)).statusCode).toBe(200);
    expect((await reject(t.app, admin.token, id, { reason: 'Wrong vessel name' })).statusCode).toBe(200);
    expectError(await reject(t.app, admin.token, id), 409, DOCUMENT_REVIEW_ERROR_CODES.alreadyDecided);
    const res = await verify(t.app, admin.token, id);
    expect(documentDecisionResponseSchema.parse(res.json()).document).toMatchObject({ status: 'verified', reviewNote: null });
    const [entry] = await auditFor('admin.document.verified', id).then((rows) => rows.slice(-1));
    expect(JSON.parse(entry!.details!)).toMatchObject({ before: { status: 'rejected' }, after: { status: 'verified' } });
  });

  it('leaves other users out: the other user neither sees the reason nor gets a feed entry', async () => {
    const id = await uploadOf(t.app, owner, 'cpa');
    await reject(t.app, admin.token, id, { reason: 'Unsigned' });
    expectError(await call(t.app, 'GET', `/api/v1/documents/${id}`, { token: other.token }), 404, ERROR_CODES.notFound);
    expect((await activityOf(t, id)).every((entry) => entry.user_id === owner.id)).toBe(true);
  });
});
