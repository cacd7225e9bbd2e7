import {
  ANALYTICS_PERIOD_LABELS,
  COMMODITY_CATEGORIES,
  CONTRACT_STATUSES,
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_TREND_MONTHS,
  ORDER_STATUSES,
  USER_STATUSES,
  severityOfAction,
  type AdminDashboard,
  type AnalyticsPeriod,
  type AnalyticsReport,
  type CategoryShare,
  type HealthReport,
  type Kpi,
  type TrendPoint,
} from '@ctp/domain';
import { nowIso } from '../../lib/time';
import { bucketIndex, bucketLabel, monthlyWindow, periodWindow, within, type PeriodWindow } from './periods';
import type { AnalyticsRepository, TradeFact, OrderFact } from './repository';

export interface AnalyticsServiceDeps {
  repo: AnalyticsRepository;
  /** The platform's health checks (modules/health/checks.ts). */
  health: { run(): Promise<HealthReport> };
  now?: () => number;
}

const HOUR_MS = 60 * 60 * 1000;

const usd = (cents: number) => cents / 100;
const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
const round1 = (value: number) => Math.round(value * 10) / 10;
/** A rounded percent; 0 over an empty base. */
const ratePercent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));
/** The change from `previous` to `current` in percent, one decimal; null when `previous` is 0. */
export const percentChange = (current: number, previous: number) => (previous === 0 ? null : round1(((current - previous) / previous) * 100));
const kpi = (value: number, previous: number): Kpi => ({ value, previous, change: percentChange(value, previous) });
/** Every key of `keys` with its count in `counts` (0 when absent). */
const allCounts = <K extends string>(keys: readonly K[], counts: Record<string, number>) =>
  Object.fromEntries(keys.map((k) => [k, counts[k] ?? 0])) as Record<K, number>;
const averageHours = (durations: number[]) => (durations.length === 0 ? null : round1(sum(durations) / durations.length / HOUR_MS));

/** The facts that fall in [from, to] (or [from, to) for a previous period). */
function inRange(orders: OrderFact[], trades: TradeFact[], from: number, to: number, toExclusive = false) {
  const at = (iso: string | null) => within(iso, from, to, toExclusive);
  return {
    created: orders.filter((o) => at(o.createdAt)),
    completed: orders.filter((o) => at(o.completedAt)),
    matched: orders.filter((o) => at(o.matchedAt)),
    reviewed: orders.filter((o) => at(o.reviewedAt)),
    traded: trades.filter((e) => at(e.tradedAt)),
  };
}
type RangeFacts = ReturnType<typeof inRange>;

/** The six KPI values of one period. */
function headline(facts: RangeFacts, newUsers: number) {
  const volumeCents = sum(facts.traded.map((e) => e.valueCents));
  return {
    newUsers,
    tradesCreated: facts.created.length,
    tradesCompleted: facts.completed.length,
    tradedVolume: usd(volumeCents),
    averageTradeSize: facts.traded.length === 0 ? 0 : usd(Math.round(volumeCents / facts.traded.length)),
    // The share of the period's new trades that are completed by now.
    successRate: ratePercent(facts.created.filter((o) => o.status === 'completed').length, facts.created.length),
  };
}

/** Volume, new and completed trades per bucket; buckets without activity stay at 0. */
function trendOf(window: PeriodWindow, orders: OrderFact[], trades: TradeFact[]): TrendPoint[] {
  const points = window.bucketStarts.map((start) => ({ start, volumeCents: 0, trades: 0, completed: 0 }));
  const add = (iso: string | null, apply: (p: (typeof points)[number]) => void) => {
    const index = iso === null ? -1 : bucketIndex(window, iso);
    if (index >= 0) apply(points[index]!);
  };
  for (const o of orders) {
    add(o.createdAt, (p) => p.trades++);
    add(o.completedAt, (p) => p.completed++);
  }
  for (const e of trades) add(e.tradedAt, (p) => (p.volumeCents += e.valueCents));
  return points.map((p) => ({
    start: nowIso(p.start).slice(0, 10),
    label: bucketLabel(window.bucket, p.start),
    volume: usd(p.volumeCents),
    trades: p.trades,
    completed: p.completed,
  }));
}

function byCategory(facts: RangeFacts): CategoryShare[] {
  return COMMODITY_CATEGORIES.map((category) => ({
    category,
    trades: facts.created.filter((o) => o.category === category).length,
    volume: usd(sum(facts.traded.filter((e) => e.category === category).map((e) => e.valueCents))),
  }));
}

/**
 * Trades by order location (where the goods are delivered or loaded), most trades first, each with the traded volume
 * of the contracts delivered there (each deal once, at its contract price).
 */
function byRegion(facts: RangeFacts): AnalyticsReport['regions'] {
  const { created, traded } = facts;
  const regions = new Map<string, { trades: number; valueCents: number }>();
  const regionOf = (location: string) => regions.get(location) ?? regions.set(location, { trades: 0, valueCents: 0 }).get(location)!;
  for (const o of created) regionOf(o.location).trades++;
  for (const e of traded) regionOf(e.location).valueCents += e.valueCents;
  return [...regions]
    .map(([location, r]) => ({ location, trades: r.trades, value: usd(r.valueCents), share: created.length === 0 ? 0 : round1((r.trades / created.length) * 100) }))
    .sort((a, b) => b.trades - a.trades || b.value - a.value || a.location.localeCompare(b.location));
}

function performance(facts: RangeFacts): AnalyticsReport['performance'] {
  const approved = facts.reviewed.filter((o) => o.status !== 'rejected').length;
  return {
    averageHoursToMatch: averageHours(facts.matched.map((o) => Date.parse(o.matchedAt!) - Date.parse(o.createdAt))),
    averageHoursToComplete: averageHours(facts.completed.map((o) => Date.parse(o.completedAt!) - Date.parse(o.createdAt))),
    approvalRate: facts.reviewed.length === 0 ? null : ratePercent(approved, facts.reviewed.length),
    reviewed: facts.reviewed.length,
  };
}

/**
 * The Dashboard and Analytics figures (definitions in packages/domain/src/analytics.ts). A report loads
 * the orders and traded contracts of the current and previous periods once and derives everything
 * from them; the dashboard's totals are GROUP BY counts over whole tables.
 */
export function createAnalyticsService({ repo, health, now = Date.now }: AnalyticsServiceDeps) {
  async function factsSince(since: number) {
    const sinceIso = nowIso(since);
    const [orders, trades] = await Promise.all([repo.ordersTouchedSince(sinceIso), repo.tradesSince(sinceIso)]);
    return { orders, trades };
  }

  async function recentActivity() {
    const rows = await repo.recentAudit(DASHBOARD_ACTIVITY_LIMIT);
    return rows.map((r) => ({ id: r.id, action: r.action, actorEmail: r.actor_email, target: r.target, createdAt: r.created_at, severity: severityOfAction(r.action) }));
  }

  return {
    async dashboard(): Promise<AdminDashboard> {
      const at = now();
      const months = monthlyWindow(at, DASHBOARD_TREND_MONTHS);
      const thisMonth = nowIso(months.bucketStarts.at(-1)!);
      const lastMonth = nowIso(months.bucketStarts.at(-2)!);
      const [users, orders, contracts, totalCents, thisMonthCents, lastMonthCents, report, facts, activity] = await Promise.all([
        repo.usersByStatus(),
        repo.ordersByStatus(),
        repo.contractsByStatus(),
        repo.tradedValueCents(),
        repo.tradedValueCents(thisMonth),
        repo.tradedValueCents(lastMonth, thisMonth),
        health.run(),
        factsSince(months.start),
        recentActivity(),
      ]);
      const tradesTotal = sum(Object.values(orders));
      return {
        users: { total: sum(Object.values(users)), byStatus: allCounts(USER_STATUSES, users) },
        trades: { total: tradesTotal, byStatus: allCounts(ORDER_STATUSES, orders) },
        contracts: { total: sum(Object.values(contracts)), byStatus: allCounts(CONTRACT_STATUSES, contracts) },
        volume: {
          total: usd(totalCents),
          thisMonth: usd(thisMonthCents),
          lastMonth: usd(lastMonthCents),
          monthlyGrowth: percentChange(thisMonthCents, lastMonthCents),
        },
        successRate: ratePercent(orders.completed ?? 0, tradesTotal),
        health: report,
        trend: trendOf(months, facts.orders, facts.trades),
        byCategory: byCategory(inRange(facts.orders, facts.trades, months.start, months.end)),
        recentActivity: activity,
      };
    },

    async report(period: AnalyticsPeriod): Promise<AnalyticsReport> {
      const window = periodWindow(period, now());
      const { start, end, previousStart } = window;
      const [{ orders, trades }, newUsers, previousNewUsers, commodities] = await Promise.all([
        factsSince(previousStart),
        repo.usersCreatedBetween(nowIso(start), nowIso(end + 1)),
        repo.usersCreatedBetween(nowIso(previousStart), nowIso(start)),
        repo.commodities(),
      ]);
      const current = inRange(orders, trades, start, end);
      const currentKpis = headline(current, newUsers);
      const previousKpis = headline(inRange(orders, trades, previousStart, start, true), previousNewUsers);
      const volumeCents = sum(current.traded.map((e) => e.valueCents));

      return {
        period: { key: period, label: ANALYTICS_PERIOD_LABELS[period], bucket: window.bucket, start: nowIso(start), end: nowIso(end), previousStart: nowIso(previousStart) },
        kpis: {
          newUsers: kpi(currentKpis.newUsers, previousKpis.newUsers),
          tradesCreated: kpi(currentKpis.tradesCreated, previousKpis.tradesCreated),
          tradesCompleted: kpi(currentKpis.tradesCompleted, previousKpis.tradesCompleted),
          tradedVolume: kpi(currentKpis.tradedVolume, previousKpis.tradedVolume),
          averageTradeSize: kpi(currentKpis.averageTradeSize, previousKpis.averageTradeSize),
          successRate: kpi(currentKpis.successRate, previousKpis.successRate),
        },
        trend: trendOf(window, orders, trades),
        byCategory: byCategory(current),
        byStatus: ORDER_STATUSES.map((status) => ({ status, trades: current.created.filter((o) => o.status === status).length })),
        regions: byRegion(current),
        performance: performance(current),
        commodities: commodities.map((c) => {
          const traded = current.traded.filter((e) => e.commodityId === c.id);
          const cents = sum(traded.map((e) => e.valueCents));
          const quantityE3 = sum(traded.map((e) => e.quantityE3));
          return {
            ...c,
            trades: current.created.filter((o) => o.commodityId === c.id).length,
            volume: usd(cents),
            // Quantity-weighted: total value over total quantity, in USD with cents.
            averagePrice: quantityE3 === 0 ? null : Math.round((cents * 1000) / quantityE3) / 100,
            share: volumeCents === 0 ? 0 : round1((cents / volumeCents) * 100),
          };
        }),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
