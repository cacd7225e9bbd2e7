import { adminDashboardSchema, adminTradeListSchema, analyticsReportSchema, dashboardStatsSchema } from '@ctp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOf, contractsApp, moves } from '../contracts/fixtures';
import { people, type People } from '../deals/fixtures';
import { call, type TestApp } from '../helpers';
import { activeOrder, confirm } from '../matching/fixtures';
import { TRADES } from '../orders/fixtures';
import { ANALYTICS, DASHBOARD } from './fixtures';

/**
 * One definition behind every money figure (docs/decisions/022): each deal once, at its contract price, from signed
 * (active) and executed contracts. The fixture has a contract in each status; only two of them count.
 */
let t: TestApp;
let p: People;

/** A matched pair of gold orders whose contract ends in `status`, at `quantity` oz × `unitPrice`. */
async function matchedContract(status: 'draft' | 'pending' | 'cancelled' | 'active' | 'executed', quantity: number, unitPrice: number) {
  const buy = await activeOrder(t, p.buyer, p.admin, { quantity, terms: ['CIF'] });
  const sell = await activeOrder(t, p.seller, p.admin, { quantity, terms: ['CIF'] });
  const res = await confirm(t, p.admin, buy, sell, unitPrice);
  expect(res.statusCode, res.body).toBe(201);
  const id: string = res.json().contract.id;
  if (status === 'draft') return;
  contractOf(await moves.send(t.app, p.admin.token, id));
  if (status === 'cancelled') contractOf(await moves.cancel(t.app, p.admin.token, id));
  if (status === 'pending' || status === 'cancelled') return;
  contractOf(await moves.sign(t.app, p.buyer, id));
  contractOf(await moves.sign(t.app, p.seller, id));
  if (status === 'executed') contractOf(await moves.execute(t.app, p.admin.token, id));
}

// 40 × 2,075.25 = 83,010.00 (active) + 50 × 2,080.33 = 104,016.50 (executed).
const TRADED = 187_026.5;

beforeAll(async () => {
  t = await contractsApp();
  p = await people(t);
  await matchedContract('draft', 10, 2000);
  await matchedContract('pending', 20, 2050);
  await matchedContract('cancelled', 30, 2060);
  await matchedContract('active', 40, 2075.25);
  await matchedContract('executed', 50, 2080.33);
});
afterAll(() => t.close());

const get = async (token: string, url: string) => {
  const res = await call(t.app, 'GET', url, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('money figures count each deal once, at the contract price, from signed and executed contracts', () => {
  it("the seller's revenue", async () => {
    expect(dashboardStatsSchema.parse(await get(p.seller.token, '/api/v1/dashboard/stats')).revenue).toBe(TRADED);
    expect(dashboardStatsSchema.parse(await get(p.buyer.token, '/api/v1/dashboard/stats')).revenue).toBe(0);
  });

  it("Trade Management's traded volume: not the orders' price ranges, not both sides of a deal", async () => {
    const all = adminTradeListSchema.parse(await get(p.admin.token, TRADES));
    expect(all.summary.tradedVolume).toBe(TRADED);
    // Only the buy side, or only the sell side: the same deals, still once each.
    expect(adminTradeListSchema.parse(await get(p.admin.token, `${TRADES}?side=buy`)).summary.tradedVolume).toBe(TRADED);
    expect(adminTradeListSchema.parse(await get(p.admin.token, `${TRADES}?side=sell`)).summary.tradedVolume).toBe(TRADED);
    // The trades of the open contracts (matched, or waiting for signatures) traded nothing yet.
    expect(adminTradeListSchema.parse(await get(p.admin.token, `${TRADES}?status=matched`)).summary.tradedVolume).toBe(0);
    expect(adminTradeListSchema.parse(await get(p.admin.token, `${TRADES}?commodity=fuel`)).summary.tradedVolume).toBe(0);
  });

  it("the admin dashboard's volume and the analytics' traded volume, by category and commodity", async () => {
    const dashboard = adminDashboardSchema.parse(await get(p.admin.token, DASHBOARD));
    expect(dashboard.volume.total).toBe(TRADED);
    expect(dashboard.volume.thisMonth).toBe(TRADED);

    const report = analyticsReportSchema.parse(await get(p.admin.token, `${ANALYTICS}?period=30d`));
    expect(report.kpis.tradedVolume.value).toBe(TRADED);
    expect(report.kpis.averageTradeSize.value).toBe(TRADED / 2);
    expect(report.byCategory.find((c) => c.category === 'gold')!.volume).toBe(TRADED);
    const gold = report.commodities.find((c) => c.symbol === 'XAU')!;
    expect(gold).toMatchObject({ volume: TRADED, share: 100 });
    // Quantity-weighted over the two counted contracts: 187,026.50 / 90 oz.
    expect(gold.averagePrice).toBe(2078.07);
    expect(report.regions.find((r) => r.location === 'Zurich')!.value).toBe(TRADED);
  });
});
