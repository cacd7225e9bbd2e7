import { CONTRACT_STATUSES, type ContractStatus } from '@ctp/domain';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TRANSITIONS, EXPIRING_STATUSES, allowedActions, decide, type ContractFacts } from '../../src/modules/contracts/state-machine';

const facts = (status: ContractStatus, overrides: Partial<ContractFacts> = {}): ContractFacts => ({
  status,
  sellerId: 'seller-1',
  signedByBuyerAt: null,
  signedBySellerAt: null,
  inDeal: false,
  ...overrides,
});

describe('the contract state machine', () => {
  it('has no move out of executed, cancelled or expired', () => {
    for (const status of ['executed', 'cancelled', 'expired'] as const) {
      expect(CONTRACT_TRANSITIONS.filter((t) => t.from.includes(status))).toEqual([]);
      for (const roles of [['buyer'], ['seller'], ['admin']] as const) expect(allowedActions(facts(status), roles)).toEqual([]);
    }
  });

  it('only ever leads to known statuses, and expires the open ones', () => {
    for (const t of CONTRACT_TRANSITIONS) {
      for (const from of t.from) for (const as of t.by) expect(CONTRACT_STATUSES).toContain(t.to(facts(from), as));
    }
    expect(EXPIRING_STATUSES).toEqual(['draft', 'pending', 'active']);
    expect(decide(facts('active'), 'expire', ['system'])).toEqual({ ok: true, to: 'expired', as: 'system' });
    expect(decide(facts('active'), 'expire', ['admin'])).toMatchObject({ ok: false, why: 'mover' });
  });

  it.each([
    ['draft', 'buyer', ['update', 'send', 'cancel']],
    ['draft', 'seller', []],
    ['draft', 'admin', ['update', 'send', 'cancel']],
    ['pending', 'buyer', ['sign', 'cancel']],
    ['pending', 'seller', ['sign', 'cancel']],
    ['pending', 'admin', ['cancel']],
    ['active', 'buyer', ['execute', 'cancel']],
    ['active', 'seller', ['execute', 'cancel']],
    ['active', 'admin', ['execute', 'cancel']],
  ] as const)('from %s, the %s may: %j', (status, role, actions) => {
    expect(allowedActions(facts(status), [role])).toEqual(actions);
  });

  it('sends only with a seller', () => {
    expect(decide(facts('draft', { sellerId: null }), 'send', ['buyer'])).toMatchObject({ ok: false, why: 'rule' });
    expect(allowedActions(facts('draft', { sellerId: null }), ['buyer'])).toEqual(['update', 'cancel']);
    expect(decide(facts('draft'), 'send', ['buyer'])).toEqual({ ok: true, to: 'pending', as: 'buyer' });
  });

  it("leaves a deal's draft to the deal: nobody edits it, the desk or the buyer may still send it", () => {
    const inDeal = facts('draft', { inDeal: true });
    expect(decide(inDeal, 'update', ['admin'])).toMatchObject({ ok: false, why: 'rule' });
    expect(allowedActions(inDeal, ['buyer'])).toEqual(['send', 'cancel']);
    expect(allowedActions(inDeal, ['admin'])).toEqual(['send', 'cancel']);
  });

  it('activates on the second signature, whichever party signs last, and lets nobody sign twice', () => {
    expect(decide(facts('pending'), 'sign', ['buyer'])).toEqual({ ok: true, to: 'pending', as: 'buyer' });
    expect(decide(facts('pending', { signedByBuyerAt: 'x' }), 'sign', ['seller'])).toEqual({ ok: true, to: 'active', as: 'seller' });
    expect(decide(facts('pending', { signedBySellerAt: 'x' }), 'sign', ['buyer'])).toEqual({ ok: true, to: 'active', as: 'buyer' });
    expect(decide(facts('pending', { signedByBuyerAt: 'x' }), 'sign', ['buyer'])).toMatchObject({ ok: false, why: 'rule' });
    expect(allowedActions(facts('pending', { signedByBuyerAt: 'x' }), ['buyer'])).toEqual(['cancel']);
  });

  it('tells a move not open from the status (409) from a mover who may not make it (403)', () => {
    expect(decide(facts('executed'), 'cancel', ['buyer'])).toEqual({ ok: false, why: 'status', message: 'This contract is executed and cannot be cancelled.' });
    expect(decide(facts('pending'), 'sign', ['admin'])).toEqual({ ok: false, why: 'mover', message: 'Only the buyer or the seller can sign this contract.' });
    expect(decide(facts('draft'), 'cancel', ['seller'])).toEqual({ ok: false, why: 'mover', message: 'Only the buyer or an administrator can cancel this contract.' });
    expect(decide(facts('active'), 'cancel', [])).toEqual({
      ok: false,
      why: 'mover',
      message: 'Only the buyer, the seller or an administrator can cancel this contract.',
    });
  });
});
