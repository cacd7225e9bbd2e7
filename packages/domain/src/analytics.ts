/**
 * The administrator's Dashboard and Analytics tabs (spec 2.18, issue 7): every figure computed from the
 * database. Shared by the API (responses, query validation) and the admin portal.
 *
 * Definitions (decision: the spec names the figures, not how they are counted):
 * - a trade is an order (a buy request or a sell listing), as in Trade Management;
 * - volume is the total value of traded contracts (TRADED_CONTRACT_STATUSES: each deal once, at its contract
 *   price), dated by the signature that made the contract active;
 * - success rate is completed trades over all trades, as a rounded percent.
 */
import { z } from 'zod';
import { USER_STATUSES } from './constants';
import { CONTRACT_STATUSES } from './contracts';
import { healthReportSchema } from './admin-system';
import { ORDER_STATUSES } from './order-constants';
import { COMMODITY_CATEGORIES, type CommodityCategory } from './trading';

// ---- Money ---------------------------------------------------------------------------------------

/**
 * The one definition behind every money figure (seller revenue, the dashboards' and Trade Management's traded volume,
 * the analytics): a deal counts once, at its contract's total value, from the moment both parties signed the
 * contract, so only contracts in these statuses (signed and active, or executed) count. Drafts, contracts awaiting
 * signature, cancelled and expired ones count nothing; orders (price ranges, one per side) never do
 * (docs/decisions/022).
 */
export const TRADED_CONTRACT_STATUSES = ['active', 'executed'] as const satisfies readonly (typeof CONTRACT_STATUSES)[number][];

// ---- Periods -------------------------------------------------------------------------------------

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';

export const ANALYTICS_PERIOD_LABELS = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 3 months',
  '1y': 'Last year',
} as const satisfies Record<AnalyticsPeriod, string>;

export const TREND_BUCKETS = ['day', 'week', 'month'] as const;
export type TrendBucket = (typeof TREND_BUCKETS)[number];

/**
 * How each period is cut: 7d and 30d are that many UTC days ending today, 90d is 13 weeks of seven days
 * ending today (91 days), 1y is the 12 calendar months ending with the current one.
 */
export const ANALYTICS_PERIOD_SHAPES = {
  '7d': { bucket: 'day', buckets: 7 },
  '30d': { bucket: 'day', buckets: 30 },
  '90d': { bucket: 'week', buckets: 13 },
  '1y': { bucket: 'month', buckets: 12 },
} as const satisfies Record<AnalyticsPeriod, { bucket: TrendBucket; buckets: number }>;

export const analyticsPeriodSchema = z.enum(ANALYTICS_PERIODS, { error: `period must be one of: ${ANALYTICS_PERIODS.join(', ')}` });
export const analyticsQuerySchema = z.object({ period: analyticsPeriodSchema.default(DEFAULT_ANALYTICS_PERIOD) });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

// ---- Recent system activity: severity of audit actions --------------------------------------------

export const ACTIVITY_SEVERITIES = ['low', 'medium', 'high'] as const;
export type ActivitySeverity = (typeof ACTIVITY_SEVERITIES)[number];

/**
 * Severity of an audit action, first match wins: an entry ending with '.' matches every action with that
 * prefix, any other entry matches exactly. Security incidents and account-level interventions are high,
 * other administrator actions and refused sign-ins medium, routine events low.
 */
export const AUDIT_SEVERITY_RULES: readonly (readonly [string, ActivitySeverity])[] = [
  ['auth.lockout', 'high'],
  ['auth.refresh.reuse', 'high'],
  ['admin.user.suspended', 'high'],
  ['admin.user.role_changed', 'high'],
  ['admin.session.revoked', 'high'],
  ['admin.settings.updated', 'high'],
  ['auth.login.failed', 'medium'],
  ['auth.login.refused', 'medium'],
  ['two_factor.', 'medium'],
  ['admin.', 'medium'],
];

export function severityOfAction(action: string): ActivitySeverity {
  const rule = AUDIT_SEVERITY_RULES.find(([match]) => (match.endsWith('.') ? action.startsWith(match) : action === match));
  return rule ? rule[1] : 'low';
}

export const systemActivitySchema = z.object({
  id: z.string(),
  action: z.string(),
  actorEmail: z.string().nullable(),
  target: z.string().nullable(),
  createdAt: z.string(),
  severity: z.enum(ACTIVITY_SEVERITIES),
});
export type SystemActivity = z.infer<typeof systemActivitySchema>;

/** How many audit entries the dashboard lists. */
export const DASHBOARD_ACTIVITY_LIMIT = 10;

// ---- Dashboard -----------------------------------------------------------------------------------

const count = z.number().int().min(0);
/** USD, two decimals at most. */
const usd = z.number();
/** A percent change with one decimal; null when the base is 0 (no meaningful change). */
const change = z.number().nullable();

const countsOf = <T extends readonly [string, ...string[]]>(keys: T) => z.record(z.enum(keys), count);

export const trendPointSchema = z.object({
  /** The bucket's first day, YYYY-MM-DD (UTC). */
  start: z.string(),
  label: z.string(),
  volume: usd,
  trades: count,
  completed: count,
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const CATEGORY_LABELS = { gold: 'Gold', fuel: 'Fuel' } as const satisfies Record<CommodityCategory, string>;

export const categoryShareSchema = z.object({ category: z.enum(COMMODITY_CATEGORIES), trades: count, volume: usd });
export type CategoryShare = z.infer<typeof categoryShareSchema>;

export const adminDashboardSchema = z.object({
  users: z.object({ total: count, byStatus: countsOf(USER_STATUSES) }),
  trades: z.object({ total: count, byStatus: countsOf(ORDER_STATUSES) }),
  contracts: z.object({ total: count, byStatus: countsOf(CONTRACT_STATUSES) }),
  volume: z.object({ total: usd, thisMonth: usd, lastMonth: usd, monthlyGrowth: change }),
  /** Completed trades over all trades, rounded percent (0 with no trades). */
  successRate: count,
  health: healthReportSchema,
  /** Volume and trades of the last six calendar months, the current one last. */
  trend: z.array(trendPointSchema),
  byCategory: z.array(categoryShareSchema),
  recentActivity: z.array(systemActivitySchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const DASHBOARD_TREND_MONTHS = 6;

// ---- Analytics -----------------------------------------------------------------------------------

export const kpiSchema = z.object({ value: z.number(), previous: z.number(), change });
export type Kpi = z.infer<typeof kpiSchema>;

export const ANALYTICS_KPIS = ['newUsers', 'tradesCreated', 'tradesCompleted', 'tradedVolume', 'averageTradeSize', 'successRate'] as const;
export type AnalyticsKpiName = (typeof ANALYTICS_KPIS)[number];
export const ANALYTICS_KPI_LABELS = {
  newUsers: 'New Users',
  tradesCreated: 'Trades Created',
  tradesCompleted: 'Trades Completed',
  tradedVolume: 'Traded Volume',
  averageTradeSize: 'Average Trade Size',
  successRate: 'Success Rate',
} as const satisfies Record<AnalyticsKpiName, string>;
/** How each KPI's value is shown. */
export const ANALYTICS_KPI_UNITS = {
  newUsers: 'count',
  tradesCreated: 'count',
  tradesCompleted: 'count',
  tradedVolume: 'usd',
  averageTradeSize: 'usd',
  successRate: 'percent',
} as const satisfies Record<AnalyticsKpiName, 'count' | 'usd' | 'percent'>;

export const regionShareSchema = z.object({ location: z.string(), trades: count, value: usd, share: z.number() });
export type RegionShare = z.infer<typeof regionShareSchema>;

export const commodityPerformanceSchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  category: z.string(),
  trades: count,
  volume: usd,
  /** The quantity-weighted unit price of its executed contracts; null without any. */
  averagePrice: z.number().nullable(),
  /** Percent of the period's volume, one decimal. */
  share: z.number(),
});
export type CommodityPerformance = z.infer<typeof commodityPerformanceSchema>;

export const analyticsReportSchema = z.object({
  period: z.object({
    key: analyticsPeriodSchema,
    label: z.string(),
    bucket: z.enum(TREND_BUCKETS),
    start: z.string(),
    end: z.string(),
    previousStart: z.string(),
  }),
  kpis: z.record(z.enum(ANALYTICS_KPIS), kpiSchema),
  trend: z.array(trendPointSchema),
  byCategory: z.array(categoryShareSchema),
  byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), trades: count })),
  regions: z.array(regionShareSchema),
  performance: z.object({
    averageHoursToMatch: z.number().nullable(),
    averageHoursToComplete: z.number().nullable(),
    /** Approved over reviewed trades in the period, rounded percent; null when none was reviewed. */
    approvalRate: z.number().nullable(),
    reviewed: count,
  }),
  commodities: z.array(commodityPerformanceSchema),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** The dashboard's load failure is spec 8's TEXTS.dashboardLoadFailed. */
export const ANALYTICS_TEXTS = {
  analyticsLoadFailed: 'Failed to load analytics',
  exportFailed: 'Failed to export report',
  noTrades: 'No trades in this period',
} as const;
