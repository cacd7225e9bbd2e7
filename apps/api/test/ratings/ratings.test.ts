import { ERROR_CODES, RATING_ERROR_CODES, dealRatingListSchema, dealRatingSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../auth/fixtures';
import { contractsApp } from '../contracts/fixtures';
import { executedDeal, rate, ratingsUrl } from '../deals/executed-deal';
import { dealAudit, openDeal, people, type Account, type People } from '../deals/fixtures';
import { call, type TestApp } from '../helpers';

let t: TestApp;
let p: People;

beforeAll(async () => {
  t = await contractsApp();
  p = await people(t);
});
afterAll(() => t.close());

async function ratingsOf(who: Account, dealId: string) {
  const res = await call(t.app, 'GET', ratingsUrl(dealId), { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return dealRatingListSchema.strict().parse(res.json());
}

const ratingRows = (dealId: string) => t.app.database.db.selectFrom('ratings').selectAll().where('deal_id', '=', dealId).execute();

describe('rating the other party of a deal', () => {
  it('lets each party rate the other once after execution; both parties and the desk read the ratings', async () => {
    const { deal } = await executedDeal(t, p);
    expect(deal.status).toBe('executed');
    expect((await ratingsOf(p.buyer, deal.id)).canRate).toBe(true);

    const res = await rate(t, p.buyer.token, deal.id, { score: 5, comment: '  Documents on time, smooth settlement.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(dealRatingSchema.strict().parse(res.json())).toMatchObject({
      dealId: deal.id,
      byRole: 'buyer',
      by: { name: 'Amira Test', company: 'Gulf Bullion Buyers LLC' },
      ofRole: 'seller',
      mine: true,
      score: 5,
      comment: 'Documents on time, smooth settlement.',
    });
    expect((await rate(t, p.seller.token, deal.id, { score: 4 })).statusCode).toBe(201);

    const seenBySeller = await ratingsOf(p.seller, deal.id);
    expect(seenBySeller.canRate).toBe(false);
    expect(seenBySeller.ratings.map((r) => [r.byRole, r.score, r.comment, r.mine])).toEqual([
      ['buyer', 5, 'Documents on time, smooth settlement.', false],
      ['seller', 4, null, true],
    ]);
    expect(JSON.stringify(seenBySeller)).not.toContain(p.buyer.id);
    const seenByDesk = await ratingsOf(p.admin, deal.id);
    expect(seenByDesk).toMatchObject({ canRate: false, ratings: [{ mine: false }, { mine: false }] });

    const audit = (await dealAudit(t, deal.id)).filter((a) => a.action === 'deal.rated');
    expect(audit.map((a) => a.actor_id).sort()).toEqual([p.buyer.id, p.seller.id].sort());
    // The trail records the score, not the comment.
    expect(audit.map((a) => a.details).join()).not.toContain('smooth settlement');
    const events = await t.app.database.db.selectFrom('domain_events').select('payload').where('type', '=', 'deal.rated').execute();
    expect(events.map((e) => JSON.parse(e.payload) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({ dealId: deal.id, raterId: p.buyer.id, rateeId: p.seller.id, score: 5 }),
    );
  });

  it('refuses a second rating by the same party, even two sent at once', async () => {
    const { deal } = await executedDeal(t, p);
    const answers = await Promise.all([rate(t, p.buyer.token, deal.id, { score: 3 }), rate(t, p.buyer.token, deal.id, { score: 1 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expectError(answers.find((a) => a.statusCode === 409)!, 409, RATING_ERROR_CODES.alreadyRated);
    expectError(await rate(t, p.buyer.token, deal.id, { score: 5 }), 409, RATING_ERROR_CODES.alreadyRated);
    expect((await ratingRows(deal.id)).map((r) => r.rater_id)).toEqual([p.buyer.id]);
  });

  it('opens only once the contract is executed', async () => {
    const { deal } = await openDeal(t, p);
    expectError(await rate(t, p.buyer.token, deal.id, { score: 5 }), 409, RATING_ERROR_CODES.notExecuted);
    expect(await ratingsOf(p.seller, deal.id)).toEqual({ ratings: [], canRate: false });
    expect(await ratingRows(deal.id)).toEqual([]);
  });

  it('is for the two parties only: the desk 403, an outsider 404 (as for a deal that does not exist)', async () => {
    const { deal } = await executedDeal(t, p);
    expectError(await rate(t, p.admin.token, deal.id, { score: 5 }), 403);
    expectError(await rate(t, p.outsider.token, deal.id, { score: 1 }), 404, ERROR_CODES.notFound);
    expectError(await call(t.app, 'GET', ratingsUrl(deal.id), { token: p.outsider.token }), 404);
    expectError(await rate(t, p.buyer.token, crypto.randomUUID(), { score: 5 }), 404);
    expectError(await call(t.app, 'GET', ratingsUrl(deal.id)), 401);
    expect(await ratingRows(deal.id)).toEqual([]);
    // The desk reads them, but is never offered to rate.
    expect((await ratingsOf(p.admin, deal.id)).canRate).toBe(false);
  });

  it.each([
    ['no score', {}],
    ['a score of 0', { score: 0 }],
    ['a score of 6', { score: 6 }],
    ['half a star', { score: 4.5 }],
    ['a score as text', { score: '5' }],
    ['a comment over 1,000 characters', { score: 5, comment: 'x'.repeat(1001) }],
    ['a control character', { score: 5, comment: 'ok\u0000' }],
    ['an unknown field', { score: 5, rateeId: 'someone' }],
  ])('refuses %s with 400 and stores nothing', async (_case, body) => {
    const { deal } = await executedDeal(t, p);
    expectError(await rate(t, p.buyer.token, deal.id, body), 400);
    expect(await ratingRows(deal.id)).toEqual([]);
  });

  it('takes a comment of exactly 1,000 characters', async () => {
    const { deal } = await executedDeal(t, p);
    expect((await rate(t, p.seller.token, deal.id, { score: 1, comment: 'y'.repeat(1000) })).statusCode).toBe(201);
  });
});
