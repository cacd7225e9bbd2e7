import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycStatusOf, nextKycStatus } from '../../src/modules/documents/kyc';
import { auditRows } from '../auth/fixtures';
import { buildDocumentsApp } from '../documents/fixtures';
import { call, type TestApp } from '../helpers';
import { ORDERS, goldBody } from '../orders/fixtures';
import { adminList, kycOf, member, reject, uploadOf, verify, type Member } from './fixtures';

describe('the KYC rule', () => {
  const doc = (documentType: string, status: string) => ({ documentType, status });

  it('is pending without documents, and while any of the three kinds lacks a verified one', () => {
    expect(kycStatusOf([])).toBe('pending');
    expect(kycStatusOf([doc('kyc', 'verified'), doc('pof', 'verified')])).toBe('pending');
    expect(kycStatusOf([doc('kyc', 'verified'), doc('pof', 'verified'), doc('registration', 'uploaded')])).toBe('pending');
    // Other kinds do not count, even verified.
    expect(kycStatusOf([doc('kyc', 'verified'), doc('pof', 'verified'), doc('other', 'verified'), doc('contract', 'verified')])).toBe('pending');
  });

  it('is approved once identity, proof of funds and company registration each have a verified document', () => {
    expect(kycStatusOf([doc('registration', 'verified'), doc('pof', 'verified'), doc('kyc', 'verified')])).toBe('approved');
    // A newer upload under review does not take an approval away; 'approved' counts as verified (spec 4).
    expect(kycStatusOf([doc('kyc', 'uploaded'), doc('registration', 'approved'), doc('pof', 'verified'), doc('kyc', 'verified')])).toBe('approved');
  });

  it('is rejected while the newest document of any of the three kinds is rejected, and pending again after a new upload', () => {
    expect(kycStatusOf([doc('pof', 'rejected'), doc('kyc', 'verified'), doc('registration', 'verified')])).toBe('rejected');
    expect(kycStatusOf([doc('pof', 'rejected'), doc('pof', 'verified'), doc('kyc', 'verified'), doc('registration', 'verified')])).toBe('rejected');
    expect(kycStatusOf([doc('pof', 'uploaded'), doc('pof', 'rejected')])).toBe('pending');
    expect(kycStatusOf([doc('invoice', 'rejected')])).toBe('pending');
  });

  it('withdraws an approval only for a rejected or deleted required document', () => {
    const underReview = [doc('kyc', 'uploaded')];
    expect(nextKycStatus('approved', underReview, 'upload')).toBe('approved');
    expect(nextKycStatus('approved', underReview, 'review')).toBe('approved');
    expect(nextKycStatus('approved', [doc('kyc', 'rejected')], 'review')).toBe('rejected');
    expect(nextKycStatus('approved', underReview, 'deletion')).toBe('pending');
    expect(nextKycStatus('pending', underReview, 'upload')).toBe('pending');
    expect(nextKycStatus('rejected', underReview, 'upload')).toBe('pending');
  });
});

describe('kycStatus follows the decisions', () => {
  let t: TestApp;
  let admin: Member;
  beforeAll(async () => {
    t = await buildDocumentsApp();
    admin = await member(t.app, 'admin');
  });
  afterAll(() => t.close());

  const kycAudit = async (userId: string) =>
    (await auditRows(t.app)).filter((row) => row.target === userId && row.action.endsWith('kyc_changed')).map((row) => ({ action: row.action, ...JSON.parse(row.details!) }));

  it('becomes approved after identity, proof of funds and company registration are verified, audited once', async () => {
    const trader = await member(t.app, 'trader');
    const ids = [await uploadOf(t.app, trader, 'kyc'), await uploadOf(t.app, trader, 'pof'), await uploadOf(t.app, trader, 'registration')];
    expect(await kycOf(t.app, trader)).toBe('pending');
    await verify(t.app, admin.token, ids[0]!);
    await verify(t.app, admin.token, ids[1]!);
    expect(await kycOf(t.app, trader)).toBe('pending');
    expect(await kycAudit(trader.id)).toEqual([]);
    await verify(t.app, admin.token, ids[2]!);
    expect(await kycOf(t.app, trader)).toBe('approved');
    expect(await kycAudit(trader.id)).toEqual([
      { action: 'admin.user.kyc_changed', before: { kycStatus: 'pending' }, after: { kycStatus: 'approved' }, documentId: ids[2] },
    ]);
    // The Document Center shows the owner's new status next to each of their documents.
    const listed = await adminList(t.app, admin.token, `?owner=${encodeURIComponent(trader.email)}`);
    expect(listed.documents.map((document) => document.owner.kycStatus)).toEqual(['approved', 'approved', 'approved']);
  });

  it('becomes rejected after a rejection, pending again after a new upload, approved once that is verified', async () => {
    const seller = await member(t.app, 'seller');
    const [identity, funds, registration] = [await uploadOf(t.app, seller, 'kyc'), await uploadOf(t.app, seller, 'pof'), await uploadOf(t.app, seller, 'registration')];
    await verify(t.app, admin.token, identity);
    await reject(t.app, admin.token, funds, { reason: 'Statement too old' });
    expect(await kycOf(t.app, seller)).toBe('rejected');
    await verify(t.app, admin.token, registration);
    expect(await kycOf(t.app, seller)).toBe('rejected');

    const newFunds = await uploadOf(t.app, seller, 'pof');
    expect(await kycOf(t.app, seller)).toBe('pending');
    await verify(t.app, admin.token, newFunds);
    expect(await kycOf(t.app, seller)).toBe('approved');

    // Rejecting a verified one takes the approval away.
    await reject(t.app, admin.token, registration, { reason: 'Registration has lapsed' });
    expect(await kycOf(t.app, seller)).toBe('rejected');
    expect((await kycAudit(seller.id)).map((entry) => `${entry.action}:${entry.before.kycStatus}>${entry.after.kycStatus}`)).toEqual([
      'admin.user.kyc_changed:pending>rejected',
      'user.kyc_changed:rejected>pending',
      'admin.user.kyc_changed:pending>approved',
      'admin.user.kyc_changed:approved>rejected',
    ]);
  });

  it('falls back to pending when the owner deletes a verified document', async () => {
    const trader = await member(t.app, 'trader');
    const ids = [await uploadOf(t.app, trader, 'kyc'), await uploadOf(t.app, trader, 'pof'), await uploadOf(t.app, trader, 'registration')];
    for (const id of ids) await verify(t.app, admin.token, id);
    expect(await kycOf(t.app, trader)).toBe('approved');
    expect((await call(t.app, 'DELETE', `/api/v1/documents/${ids[1]}`, { token: trader.token })).statusCode).toBe(200);
    expect(await kycOf(t.app, trader)).toBe('pending');
  });

  it('keeps an approval while a new document is under review, even one the desk gave without documents', async () => {
    const trader = await member(t.app, 'trader');
    // Approved by the desk (as the development seed does), with no document on file.
    await t.app.database.db.updateTable('users').set({ kyc_status: 'approved' }).where('id', '=', trader.id).execute();
    const extra = await uploadOf(t.app, trader, 'kyc');
    await uploadOf(t.app, trader, 'other');
    expect(await kycOf(t.app, trader)).toBe('approved');
    const order = await call(t.app, 'POST', ORDERS, { token: trader.token, body: goldBody() });
    expect(order.statusCode, order.body).toBe(201);
    expect(await kycAudit(trader.id)).toEqual([]);

    // A rejected required document does withdraw it.
    await reject(t.app, admin.token, extra, { reason: 'Passport expired' });
    expect(await kycOf(t.app, trader)).toBe('rejected');
  });

  it('leaves other users’ KYC status alone', async () => {
    const [one, two] = [await member(t.app, 'trader'), await member(t.app, 'trader')];
    const id = await uploadOf(t.app, one, 'kyc');
    await reject(t.app, admin.token, id, { reason: 'Blurred' });
    expect(await kycOf(t.app, one)).toBe('rejected');
    expect(await kycOf(t.app, two)).toBe('pending');
  });
});
