import { z } from 'zod';
import { activitySchema } from './activity';

/**
 * GET /api/v1/dashboard/stats (spec 3, Dashboard stats), for the signed-in user's own contracts (as buyer
 * or seller):
 * - activeContracts: contracts in status active;
 * - pendingActions: pending contracts still waiting for this user's signature, plus drafts this user
 *   (as buyer) has yet to send for signature;
 * - tradeVolume: USD total of the user's traded contracts (TRADED_CONTRACT_STATUSES) created in the last 30 days;
 * - revenue: USD total of the traded contracts the user sells in, all time (0 for a buyer): the seller's revenue;
 * - contractsByStatus: counts, `completed` being executed contracts;
 * - recentActivity: the user's 5 newest activity entries.
 */
export const dashboardStatsSchema = z.object({
  activeContracts: z.number().int(),
  pendingActions: z.number().int(),
  tradeVolume: z.number(),
  revenue: z.number(),
  contractsByStatus: z.object({
    active: z.number().int(),
    pending: z.number().int(),
    completed: z.number().int(),
    draft: z.number().int(),
  }),
  recentActivity: z.array(activitySchema),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
