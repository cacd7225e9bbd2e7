import { MATCH_RISK_TEXTS } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractsApp } from '../contracts/fixtures';
import { executedDeal, rate } from '../deals/executed-deal';
import { people, type People } from '../deals/fixtures';
import { activeOrder, suggestions } from '../matching/fixtures';
import type { TestApp } from '../helpers';

let t: TestApp;

beforeAll(async () => {
  t = await contractsApp();
});
afterAll(() => t.close());

/** The seller gets each of `scores` from the buyer, one executed deal each; the buyer gets `buyerScore` if given. */
async function rated(scores: number[], buyerScore?: number): Promise<People> {
  const p = await people(t);
  for (const [i, score] of scores.entries()) {
    const { deal } = await executedDeal(t, p);
    expect((await rate(t, p.buyer.token, deal.id, { score })).statusCode).toBe(201);
    if (i === 0 && buyerScore !== undefined) expect((await rate(t, p.seller.token, deal.id, { score: buyerScore })).statusCode).toBe(201);
  }
  return p;
}

/** A fresh buy request and listing of the two, and the desk's suggestion that pairs them. */
async function suggestionFor(p: People) {
  const buy = await activeOrder(t, p.buyer, p.admin, { quantity: 100, priceRange: { min: 2000, max: 2100 }, location: 'Zurich', terms: ['CIF'] });
  const sell = await activeOrder(t, p.seller, p.admin, { quantity: 100, priceRange: { min: 2000, max: 2100 }, location: 'Zurich', terms: ['CIF'] });
  const body = await suggestions(t, p.admin, `?search=${buy.orderNumber}&limit=100`);
  const found = body.suggestions.find((s) => s.buyTrade.id === buy.id && s.sellTrade.id === sell.id);
  expect(found).toBeDefined();
  return found!;
}

describe("ratings in the desk's matching view", () => {
  it("show each trader's average, and flag the pair when one is under 4.5", async () => {
    const p = await rated([4], 5);
    const suggestion = await suggestionFor(p);
    expect(suggestion.sellTrade.owner.rating).toBe(4);
    expect(suggestion.buyTrade.owner.rating).toBe(5);
    expect(suggestion.risks).toContain(MATCH_RISK_TEXTS.rating);
  });

  it('average several ratings (4.5 is no risk) and leave a trader never rated at null, which is no risk either', async () => {
    const p = await rated([5, 4]);
    const suggestion = await suggestionFor(p);
    expect(suggestion.sellTrade.owner.rating).toBe(4.5);
    expect(suggestion.buyTrade.owner.rating).toBeNull();
    expect(suggestion.risks).not.toContain(MATCH_RISK_TEXTS.rating);
  });
});
