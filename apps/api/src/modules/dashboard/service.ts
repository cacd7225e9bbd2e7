import { LIMITS, type DashboardStats } from '@ctp/domain';
import { nowIso } from '../../lib/time';
import type { ActivityService } from '../activity';
import type { DashboardRepository } from './repository';

export interface DashboardServiceDeps {
  repo: DashboardRepository;
  activity: ActivityService;
  /** Applies contract expiry before counting (the contracts service's lazy sweep). */
  expireDue: () => Promise<void>;
  now?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard's stats (spec 3), over the caller's own contracts as buyer or seller:
 * - pendingActions counts pending contracts the caller has not signed yet, plus drafts the caller (as
 *   buyer) has not sent for signature;
 * - tradeVolume is the USD total of traded contracts (TRADED_CONTRACT_STATUSES) created in the last 30 days
 *   (createdAt at or after now minus 30 × 24 h);
 * - revenue is the USD total of the traded contracts the caller sells in, all time.
 * Two queries: one aggregate over the contracts, the 5 newest activity entries.
 */
export function createDashboardService({ repo, activity, expireDue, now = Date.now }: DashboardServiceDeps) {
  return {
    async stats(userId: string): Promise<DashboardStats> {
      await expireDue();
      const since = nowIso(now() - LIMITS.tradeVolumeDays * DAY_MS);
      const [figures, recentActivity] = await Promise.all([repo.contractFigures(userId, since), activity.recent(userId, LIMITS.recentActivity)]);
      const count = (status: keyof typeof figures.byStatus) => figures.byStatus[status] ?? 0;
      return {
        activeContracts: count('active'),
        pendingActions: figures.pendingActions,
        tradeVolume: figures.tradeVolumeCents / 100,
        revenue: figures.revenueCents / 100,
        contractsByStatus: { active: count('active'), pending: count('pending'), completed: count('executed'), draft: count('draft') },
        recentActivity,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
