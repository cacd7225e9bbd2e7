import { CONTRACT_ERROR_CODES, CONTRACT_TEXTS, ERROR_CODES, ORDER_TEXTS, activityListSchema, type ContractAction } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { account, party, activityRows, contractIn, contractOf, contractsApp, createDraft, draftBody, moves, type Account } from './fixtures';

describe('contract lifecycle', () => {
  let t: TestApp;
  let buyer: Account;
  let seller: Account;
  let admin: Account;
  let outsider: Account;
  let otherSeller: Account;
  const now = Date.now();

  beforeAll(async () => {
    t = await contractsApp();
    [buyer, seller, admin, outsider, otherSeller] = await Promise.all([
      party(t, 'trader'),
      party(t, 'seller'),
      account(t, 'admin'),
      party(t, 'trader'),
      party(t, 'seller'),
    ]);
  });
  afterAll(() => t.close());

  const parties = () => ({ buyer, seller });

  it('goes draft → pending → (buyer signs, seller signs) → active → executed, with activity for both parties', async () => {
    const draft = await createDraft(t.app, buyer.token, draftBody(now, { sellerId: seller.id }));
    expect(contractOf(await moves.get(t.app, seller.token, draft.id)).allowedActions).toEqual([]);

    const pending = contractOf(await moves.send(t.app, buyer.token, draft.id));
    expect(pending).toMatchObject({ status: 'pending', allowedActions: ['sign', 'cancel'] });
    expect(pending.updatedAt >= draft.updatedAt).toBe(true);
    expect(contractOf(await moves.get(t.app, seller.token, draft.id)).allowedActions).toEqual(['sign', 'cancel']);
    expect(contractOf(await moves.get(t.app, admin.token, draft.id)).allowedActions).toEqual(['cancel']);

    const buyerSigned = contractOf(await moves.sign(t.app, buyer, draft.id));
    expect(buyerSigned).toMatchObject({ status: 'pending', signedBySellerAt: null, allowedActions: ['cancel'] });
    expect(buyerSigned.signedByBuyerAt).not.toBeNull();

    const active = contractOf(await moves.sign(t.app, seller, draft.id));
    expect(active).toMatchObject({ status: 'active', signedByBuyerAt: buyerSigned.signedByBuyerAt, allowedActions: ['execute', 'cancel'] });
    expect(active.signedBySellerAt).not.toBeNull();

    const executed = contractOf(await moves.execute(t.app, seller.token, draft.id));
    expect(executed).toMatchObject({ status: 'executed', allowedActions: [] });

    for (const party of [buyer, seller]) {
      const rows = (await activityRows(t, party.id)).filter((r) => r.entity_id === draft.id);
      expect(rows.map((r) => r.type).sort()).toEqual(
        ['contract_activated', 'contract_created', 'contract_executed', 'contract_sent', 'contract_signed', 'contract_signed'].sort(),
      );
      expect(rows.every((r) => r.entity_type === 'contract' && r.title.includes(draft.contractNumber))).toBe(true);
      expect(rows.filter((r) => r.type === 'contract_signed').map((r) => r.title).sort()).toEqual([
        `Contract ${draft.contractNumber} signed by the buyer`,
        `Contract ${draft.contractNumber} signed by the seller`,
      ]);
      expect(rows.find((r) => r.type === 'contract_executed')!.description).toBe('Marked as executed by the seller');
      // The feed lists the activation after the signature that caused it.
      const feed = activityListSchema.parse((await call(t.app, 'GET', '/api/v1/activity?limit=3', { token: party.token })).json());
      expect(feed.activities.map((a) => a.type)).toEqual(['contract_executed', 'contract_activated', 'contract_signed']);
    }
    expect((await activityRows(t, admin.id)).filter((r) => r.entity_id === draft.id)).toHaveLength(0);
  });

  it('lets the seller sign first; the buyer’s signature then activates', async () => {
    const pending = await contractIn(t, 'pending', parties(), now);
    expect(contractOf(await moves.sign(t.app, seller, pending.id)).status).toBe('pending');
    expect(contractOf(await moves.sign(t.app, buyer, pending.id)).status).toBe('active');
  });

  it('lets an administrator send and execute, but not sign', async () => {
    const draft = await createDraft(t.app, buyer.token, draftBody(now, { sellerId: seller.id }));
    expect(contractOf(await moves.send(t.app, admin.token, draft.id)).status).toBe('pending');
    const refused = expectError(await moves.sign(t.app, admin, draft.id), 403, CONTRACT_ERROR_CODES.actionForbidden);
    expect(refused.message).toBe('Only the buyer or the seller can sign this contract.');
    contractOf(await moves.sign(t.app, buyer, draft.id));
    contractOf(await moves.sign(t.app, seller, draft.id));
    const executed = contractOf(await moves.execute(t.app, admin.token, draft.id));
    expect(executed.status).toBe('executed');
    const rows = (await activityRows(t, buyer.id)).filter((r) => r.entity_id === draft.id && r.type === 'contract_executed');
    expect(rows[0]!.description).toBe('Marked as executed by an administrator');
  });

  it('settles simultaneous moves one at a time: both signatures count, a second execution is refused', async () => {
    const pending = await contractIn(t, 'pending', parties(), now);
    const [a, b] = await Promise.all([moves.sign(t.app, buyer, pending.id), moves.sign(t.app, seller, pending.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const active = contractOf(await moves.get(t.app, buyer.token, pending.id));
    expect(active.status).toBe('active');
    expect(active.signedByBuyerAt && active.signedBySellerAt).toBeTruthy();
    expect((await activityRows(t, buyer.id)).filter((r) => r.entity_id === pending.id && r.type === 'contract_activated')).toHaveLength(1);

    const results = await Promise.all([moves.execute(t.app, buyer.token, pending.id), moves.execute(t.app, seller.token, pending.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await activityRows(t, seller.id)).filter((r) => r.entity_id === pending.id && r.type === 'contract_executed')).toHaveLength(1);
  });

  describe('PUT /api/v1/contracts/{id} (edit a draft)', () => {
    it('lets the buyer change fields; the total is computed again', async () => {
      const draft = await createDraft(t.app, buyer.token, draftBody(now));
      const edited = contractOf(await moves.update(t.app, buyer.token, draft.id, { quantity: 10, sellerId: seller.id, deliveryLocation: 'London' }));
      expect(edited).toMatchObject({ quantity: 10, unitPrice: 2043.57, totalValue: 20435.7, sellerId: seller.id, deliveryLocation: 'London', status: 'draft' });
      const repriced = contractOf(await moves.update(t.app, buyer.token, draft.id, { unitPrice: 2000, commodityId: draft.commodityId, contractType: 'forward' }));
      expect(repriced).toMatchObject({ quantity: 10, unitPrice: 2000, totalValue: 20000, contractType: 'forward' });
      const cleared = contractOf(await moves.update(t.app, buyer.token, draft.id, { sellerId: null }));
      expect(cleared).toMatchObject({ sellerId: null, allowedActions: ['update', 'cancel'] });
    });

    it('lets an administrator edit; not the seller (403) nor anyone else (404)', async () => {
      const draft = await createDraft(t.app, buyer.token, draftBody(now, { sellerId: seller.id }));
      expect(contractOf(await moves.update(t.app, admin.token, draft.id, { deliveryLocation: 'Dubai' })).deliveryLocation).toBe('Dubai');
      expectError(await moves.update(t.app, seller.token, draft.id), 403, CONTRACT_ERROR_CODES.actionForbidden);
      expectError(await moves.update(t.app, outsider.token, draft.id), 404, ERROR_CODES.notFound);
      expectError(await moves.update(t.app, otherSeller.token, draft.id), 404, ERROR_CODES.notFound);
      expectError(await call(t.app, 'PUT', `/api/v1/contracts/${draft.id}`, { body: { deliveryLocation: 'X' } }), 401);
    });

    it('refuses bad changes (400): nothing to change, bad values, a seller who is not a seller, a past date', async () => {
      const draft = await createDraft(t.app, buyer.token, draftBody(now));
      expect(expectError(await moves.update(t.app, buyer.token, draft.id, {}), 400).message).toBe(ORDER_TEXTS.nothingToUpdate);
      expectError(await moves.update(t.app, buyer.token, draft.id, { quantity: -1 }), 400, ERROR_CODES.validation);
      expectError(await moves.update(t.app, buyer.token, draft.id, { contractType: 'swap' }), 400, ERROR_CODES.validation);
      expectError(await moves.update(t.app, buyer.token, draft.id, { sellerId: outsider.id }), 400, ERROR_CODES.validation);
      expectError(await moves.update(t.app, buyer.token, draft.id, { sellerId: buyer.id }), 400, ERROR_CODES.validation);
      expectError(await moves.update(t.app, buyer.token, draft.id, { commodityId: crypto.randomUUID() }), 400, ERROR_CODES.validation);
      expectError(await moves.update(t.app, buyer.token, draft.id, { deliveryDate: '2020-01-01' }), 400, ERROR_CODES.validation);
      expectError(await call(t.app, 'PUT', '/api/v1/contracts/not-an-id', { token: buyer.token, body: { quantity: 1 } }), 400, ERROR_CODES.validation);
      // Nothing of it stuck.
      expect(contractOf(await moves.get(t.app, buyer.token, draft.id))).toMatchObject({ quantity: 12.5, contractType: 'spot', sellerId: null });
    });
  });

  describe('send', () => {
    it('needs a seller (409)', async () => {
      const draft = await createDraft(t.app, buyer.token, draftBody(now));
      const error = expectError(await moves.send(t.app, buyer.token, draft.id), 409, CONTRACT_ERROR_CODES.transitionInvalid);
      expect(error.message).toBe(CONTRACT_TEXTS.sellerRequiredToSend);
    });

    it('is the buyer’s or an administrator’s: the seller gets 403, others 404', async () => {
      const draft = await createDraft(t.app, buyer.token, draftBody(now, { sellerId: seller.id }));
      const error = expectError(await moves.send(t.app, seller.token, draft.id), 403, CONTRACT_ERROR_CODES.actionForbidden);
      expect(error.message).toBe('Only the buyer or an administrator can send this contract for signature.');
      expect(error.details).toEqual({ action: 'send', status: 'draft', allowedActions: [] });
      expectError(await moves.send(t.app, outsider.token, draft.id), 404);
      expectError(await moves.send(t.app, otherSeller.token, draft.id), 404);
    });
  });

  describe('sign', () => {
    it('records each party once (409 on a second signature)', async () => {
      const pending = await contractIn(t, 'pending', parties(), now);
      contractOf(await moves.sign(t.app, buyer, pending.id));
      const error = expectError(await moves.sign(t.app, buyer, pending.id), 409, CONTRACT_ERROR_CODES.transitionInvalid);
      expect(error.message).toBe(CONTRACT_TEXTS.alreadySigned);
    });

    it('validates its body (400) and hides other people’s contracts (404)', async () => {
      const pending = await contractIn(t, 'pending', parties(), now);
      expectError(await call(t.app, 'POST', '/api/v1/contracts/sign', { token: seller.token, body: {} }), 400, ERROR_CODES.validation);
      expectError(await call(t.app, 'POST', '/api/v1/contracts/sign', { token: seller.token, body: { contractId: 'CTR-2026-000001' } }), 400);
      expectError(await call(t.app, 'POST', '/api/v1/contracts/sign', { token: seller.token }), 400);
      expectError(await moves.sign(t.app, otherSeller, pending.id), 404, ERROR_CODES.notFound);
      expectError(await moves.sign(t.app, outsider, pending.id), 404, ERROR_CODES.notFound);
      expectError(await moves.sign(t.app, seller, crypto.randomUUID()), 404, ERROR_CODES.notFound);
      expectError(await call(t.app, 'POST', '/api/v1/contracts/sign', { body: { contractId: pending.id } }), 401);
    });
  });

  describe('cancel', () => {
    it('needs a reason (400), and records it', async () => {
      const draft = await createDraft(t.app, buyer.token, draftBody(now));
      const url = `/api/v1/contracts/${draft.id}/cancel`;
      for (const body of [undefined, {}, { reason: '' }, { reason: '   ' }, { reason: 42 }, { reason: 'x'.repeat(501) }]) {
        expectError(await call(t.app, 'POST', url, { token: buyer.token, ...(body ? { body } : {}) }), 400);
      }
      expect(contractOf(await moves.get(t.app, buyer.token, draft.id)).status).toBe('draft');

      const cancelled = contractOf(await moves.cancel(t.app, buyer.token, draft.id, '  Price moved too far  '));
      expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: 'Price moved too far', allowedActions: [] });
      const row = (await activityRows(t, buyer.id)).find((r) => r.entity_id === draft.id && r.type === 'contract_cancelled')!;
      expect(row.description).toBe('Cancelled by the buyer: Price moved too far');
    });

    it('of a draft is the buyer’s or an administrator’s; once sent, either party’s', async () => {
      const draft = await contractIn(t, 'draft', parties(), now);
      expectError(await moves.cancel(t.app, seller.token, draft.id), 403, CONTRACT_ERROR_CODES.actionForbidden);
      expect(contractOf(await moves.cancel(t.app, admin.token, draft.id)).status).toBe('cancelled');

      const pending = await contractIn(t, 'pending', parties(), now);
      expect(contractOf(await moves.cancel(t.app, seller.token, pending.id)).status).toBe('cancelled');
      const active = await contractIn(t, 'active', parties(), now);
      expectError(await moves.cancel(t.app, outsider.token, active.id), 404);
      expect(contractOf(await moves.cancel(t.app, buyer.token, active.id)).status).toBe('cancelled');
      for (const party of [buyer, seller]) {
        expect((await activityRows(t, party.id)).filter((r) => r.entity_id === active.id && r.type === 'contract_cancelled')).toHaveLength(1);
      }
    });
  });

  describe('an illegal move answers 409 CONTRACT_TRANSITION_INVALID', () => {
    const illegal: Record<'draft' | 'pending' | 'active' | 'executed' | 'cancelled', ContractAction[]> = {
      draft: ['sign', 'execute'],
      pending: ['update', 'send', 'execute'],
      active: ['update', 'send', 'sign'],
      executed: ['update', 'send', 'sign', 'execute', 'cancel'],
      cancelled: ['update', 'send', 'sign', 'execute', 'cancel'],
    };

    for (const [status, actions] of Object.entries(illegal) as Array<[keyof typeof illegal, ContractAction[]]>) {
      it(`from ${status}: ${actions.join(', ')}`, async () => {
        const contract = await contractIn(t, status, parties(), now);
        for (const action of actions) {
          // The buyer may make each of these moves from some status; from this one, nobody may.
          const res = action === 'sign' ? await moves.sign(t.app, buyer, contract.id) : await moves[action](t.app, buyer.token, contract.id);
          const error = expectError(res, 409, CONTRACT_ERROR_CODES.transitionInvalid);
          expect(error.details).toMatchObject({ action, status });
          expect(error.message).toMatch(new RegExp(`^This contract is ${status} and cannot be `));
        }
        expect(contractOf(await moves.get(t.app, buyer.token, contract.id)).status).toBe(status);
      });
    }
  });

  describe('moves on ids', () => {
    it('answer 400 for a malformed id and 404 for an unknown one', async () => {
      for (const action of ['send', 'execute', 'cancel'] as const) {
        expectError(await call(t.app, 'POST', `/api/v1/contracts/123/${action}`, { token: buyer.token, body: { reason: 'x' } }), 400);
        expectError(await moves[action](t.app, buyer.token, crypto.randomUUID()), 404, ERROR_CODES.notFound);
      }
    });

    it('answer 401 without a token', async () => {
      const id = crypto.randomUUID();
      for (const path of ['send', 'execute', 'cancel']) {
        expectError(await call(t.app, 'POST', `/api/v1/contracts/${id}/${path}`, { body: { reason: 'x' } }), 401);
      }
    });
  });
});
