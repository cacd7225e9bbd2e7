import { DEAL_ERROR_CODES } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { contractsApp, refreshToken, testClock } from '../contracts/fixtures';
import { call, type TestApp } from '../helpers';
import { DAY, acceptOffer, counter, dayIn, getDeal, messagesUrl, offerBody, openDeal, orderStatus, people, postOffer, rejectOffer, type People } from './fixtures';

const HOUR = 60 * 60 * 1000;

/** Offers stop being open at their validUntil; a deal expires with its contract, the day after its delivery date. */
describe('expiry', () => {
  // Ten in the morning (UTC) tomorrow: a few hours either way stay on the same day, and access tokens signed on this
  // clock are not yet expired on the real one.
  const clock = testClock(Date.parse(`${new Date(Date.now() + DAY).toISOString().slice(0, 10)}T10:00:00.000Z`));
  let t: TestApp;
  let p: People;

  beforeAll(async () => {
    t = await contractsApp(clock);
    p = await people(t);
  });
  afterAll(() => t.close());

  const signInAll = () => Promise.all([p.admin, p.buyer, p.seller].map((who) => refreshToken(t, who)));

  it('an offer past its validUntil reads expired and can no longer be accepted or rejected', async () => {
    await signInAll();
    const { deal } = await openDeal(t, p);
    const validUntil = new Date(clock.now() + HOUR).toISOString();
    const { offer } = await counter(t, p.buyer, deal.id, offerBody({ validUntil }, clock.now()));
    expect(offer.validUntil).toBe(validUntil);

    clock.advance(HOUR - 1);
    await signInAll();
    expect((await getDeal(t, p.seller, deal.id)).currentOffer).toMatchObject({ id: offer.id, status: 'open' });

    clock.advance(1);
    const after = await getDeal(t, p.seller, deal.id);
    expect(after.currentOffer).toBeNull();
    expect(after.offers.at(-1)).toMatchObject({ id: offer.id, status: 'expired', decidedAt: null });
    expect(after.allowedActions).toEqual(['offer', 'message']);
    expectError(await acceptOffer(t, p.seller, deal.id, offer.id), 409, DEAL_ERROR_CODES.offerExpired);
    expectError(await rejectOffer(t, p.seller, deal.id, offer.id), 409, DEAL_ERROR_CODES.offerExpired);

    // Either side may make a new one; the expired offer stays expired, not superseded.
    const next = await counter(t, p.seller, deal.id, offerBody({ unitPrice: 2085 }, clock.now()));
    expect(next.deal.offers.map((o) => o.status)).toEqual(['superseded', 'expired', 'open']);
  });

  it("an offer is valid 72 hours by default, the desk's 7 days, and never past the end of its delivery date", async () => {
    await signInAll();
    const { deal } = await openDeal(t, p);
    expect(Date.parse(deal.currentOffer!.validUntil) - clock.now()).toBe(7 * DAY);
    const { offer } = await counter(t, p.seller, deal.id, offerBody({}, clock.now()));
    expect(Date.parse(offer.validUntil) - clock.now()).toBe(72 * HOUR);
    const soon = await counter(t, p.buyer, deal.id, offerBody({ deliveryDate: dayIn(1, clock.now()) }, clock.now()));
    expect(soon.offer.validUntil).toBe(`${dayIn(1, clock.now())}T23:59:59.999Z`);
  });

  it("the desk's offer expires unaccepted after 7 days", async () => {
    await signInAll();
    const { deal } = await openDeal(t, p);
    const desk = deal.currentOffer!;
    expect((await acceptOffer(t, p.buyer, deal.id, desk.id)).statusCode).toBe(200);
    clock.advance(7 * DAY);
    await signInAll();
    expectError(await acceptOffer(t, p.seller, deal.id, desk.id), 409, DEAL_ERROR_CODES.offerExpired);
    expect((await getDeal(t, p.seller, deal.id)).status).toBe('negotiating');
  });

  it('a deal expires with its contract the day after the delivery date; its orders close', async () => {
    await signInAll();
    const deliveryDate = dayIn(2, clock.now());
    const { deal, buy } = await openDeal(t, p, { buy: { deliveryDate } });
    await counter(t, p.buyer, deal.id, offerBody({ deliveryDate }, clock.now()));
    clock.advance(2 * DAY + 12 * HOUR);
    await signInAll();
    expect((await getDeal(t, p.buyer, deal.id)).status).toBe('negotiating');

    clock.advance(DAY);
    await signInAll();
    // Reading the deal runs the contracts' expiry sweep first.
    const expired = await getDeal(t, p.buyer, deal.id);
    expect(expired).toMatchObject({ status: 'expired', currentOffer: null, allowedActions: [] });
    expect(expired.closedAt).not.toBeNull();
    expect(await orderStatus(t, buy.id)).toBe('cancelled');
    expectError(await postOffer(t, p.buyer, deal.id, offerBody({}, clock.now())), 409, DEAL_ERROR_CODES.notNegotiating);
    expectError(await call(t.app, 'POST', messagesUrl(deal.id), { token: p.seller.token, body: { text: 'Too late?' } }), 409, DEAL_ERROR_CODES.closed);
  });
});
