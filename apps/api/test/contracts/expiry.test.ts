import { CONTRACT_ERROR_CODES, dashboardStatsSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { call, type TestApp } from '../helpers';
import { DAY, START, account, party, activityRows, contractIn, contractOf, contractsApp, dateIn, moves, refreshToken, testClock, type Account } from './fixtures';

/**
 * Open contracts (draft, pending, active) expire once their delivery date has passed; the server applies
 * it lazily, when contracts are read or acted on (and before the dashboard counts them).
 */
describe('contract expiry', () => {
  const clock = testClock(START);
  let t: TestApp;
  let buyer: Account;
  let seller: Account;
  let admin: Account;

  beforeAll(async () => {
    t = await contractsApp(clock);
    [buyer, seller, admin] = await Promise.all([party(t, 'trader'), party(t, 'seller'), account(t, 'admin')]);
  });
  afterAll(() => t.close());

  const parties = () => ({ buyer, seller });
  const signInAll = () => Promise.all([buyer, seller, admin].map((who) => refreshToken(t, who)));

  it('keeps a contract open through its delivery date and expires it the day after, with activity for both parties', async () => {
    const deliveryDate = dateIn(2, clock.now());
    const opened = {
      draft: await contractIn(t, 'draft', parties(), clock.now(), { deliveryDate }),
      pending: await contractIn(t, 'pending', parties(), clock.now(), { deliveryDate }),
      active: await contractIn(t, 'active', parties(), clock.now(), { deliveryDate }),
    };
    const closed = {
      executed: await contractIn(t, 'executed', parties(), clock.now(), { deliveryDate }),
      cancelled: await contractIn(t, 'cancelled', parties(), clock.now(), { deliveryDate }),
    };
    const later = await contractIn(t, 'active', parties(), clock.now(), { deliveryDate: dateIn(3, clock.now()) });

    // On the delivery date (late in the day) everything is as it was.
    clock.advance(2 * DAY + 13 * 60 * 60 * 1000);
    await signInAll();
    for (const [status, contract] of Object.entries({ ...opened, ...closed })) {
      expect(contractOf(await moves.get(t.app, buyer.token, contract.id)).status).toBe(status);
    }

    // The next day the open ones have expired; executed and cancelled stay as they were.
    clock.advance(DAY);
    await signInAll();
    const { contracts } = (await call(t.app, 'GET', '/api/v1/contracts?limit=100', { token: seller.token })).json() as { contracts: Array<{ id: string; status: string; allowedActions: string[] }> };
    const statusOf = (id: string) => contracts.find((c) => c.id === id)!;
    for (const contract of Object.values(opened)) expect(statusOf(contract.id)).toMatchObject({ status: 'expired', allowedActions: [] });
    expect(statusOf(closed.executed.id).status).toBe('executed');
    expect(statusOf(closed.cancelled.id).status).toBe('cancelled');
    expect(statusOf(later.id).status).toBe('active');

    for (const party of [buyer, seller]) {
      const rows = await activityRows(t, party.id);
      for (const contract of Object.values(opened)) {
        const expired = rows.filter((r) => r.entity_id === contract.id && r.type === 'contract_expired');
        expect(expired).toHaveLength(1);
        expect(expired[0]!.description).toBe(`The delivery date ${deliveryDate} passed before the contract was executed`);
      }
      expect(rows.filter((r) => r.type === 'contract_expired')).toHaveLength(3);
    }
  });

  it('refuses every move on an expired contract (409)', async () => {
    const active = await contractIn(t, 'active', parties(), clock.now(), { deliveryDate: dateIn(0, clock.now()) });
    clock.advance(DAY);
    await signInAll();
    for (const action of ['update', 'send', 'sign', 'execute', 'cancel'] as const) {
      const res = action === 'sign' ? await moves.sign(t.app, buyer, active.id) : await moves[action](t.app, buyer.token, active.id);
      const error = expectError(res, 409, CONTRACT_ERROR_CODES.transitionInvalid);
      expect(error.details).toMatchObject({ action, status: 'expired', allowedActions: [] });
    }
    expectError(await moves.execute(t.app, admin.token, active.id), 409, CONTRACT_ERROR_CODES.transitionInvalid);
  });

  it('is applied before a move on a contract that fell due since the last read', async () => {
    const active = await contractIn(t, 'active', parties(), clock.now(), { deliveryDate: dateIn(1, clock.now()) });
    clock.advance(2 * DAY);
    await signInAll();
    // The first call after the day changed is the execution itself: it finds the contract expired.
    const error = expectError(await moves.execute(t.app, seller.token, active.id), 409, CONTRACT_ERROR_CODES.transitionInvalid);
    expect(error.message).toBe('This contract is expired and cannot be executed.');
  });

  it('is applied before the dashboard counts', async () => {
    await contractIn(t, 'pending', parties(), clock.now(), { deliveryDate: dateIn(1, clock.now()) });
    const before = dashboardStatsSchema.parse((await call(t.app, 'GET', '/api/v1/dashboard/stats', { token: buyer.token })).json());
    clock.advance(2 * DAY);
    await signInAll();
    const after = dashboardStatsSchema.parse((await call(t.app, 'GET', '/api/v1/dashboard/stats', { token: buyer.token })).json());
    expect(after.contractsByStatus.pending).toBe(before.contractsByStatus.pending - 1);
    expect(after.recentActivity.some((a) => a.type === 'contract_expired')).toBe(true);
  });
});
