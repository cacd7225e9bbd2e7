import { z } from 'zod';
import { pageQueryFields, RANGE_ORDER_MESSAGE, rangeIsOrdered, timeRangeFields, wholeNumber } from './contracts';

/**
 * What the activity feed records. The server writes each entry: sign-ins, every contract move (for both
 * parties), document uploads and deletions, changes to the user's own account, and every step of a deal's
 * negotiation (for both parties).
 */
export const ACTIVITY_TYPES = [
  'login',
  'contract_created',
  'contract_sent',
  'contract_signed',
  'contract_activated',
  'contract_executed',
  'contract_cancelled',
  'contract_expired',
  'document_uploaded',
  'document_deleted',
  'document_verified',
  'document_rejected',
  'profile_updated',
  'password_changed',
  'preferences_updated',
  'order_created',
  'order_updated',
  'order_approved',
  'order_rejected',
  'order_cancelled',
  'order_matched',
  'order_contract_signed',
  'order_completed',
  'deal_opened',
  'deal_offer_made',
  'deal_offer_accepted',
  'deal_offer_rejected',
  'deal_agreed',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_LIMITS = { recentDefault: 10, recentMax: 50 } as const;

/** One entry of a user's feed; `timestamp` is when it happened (ISO-8601 UTC). */
export const activitySchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  description: z.string(),
  /** What the entry is about, e.g. 'contract' and its id; null for a sign-in. */
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  timestamp: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /api/v1/activity/recent?limit (default 10, at most 50). */
export const recentActivityQuerySchema = z
  .object({
    limit: wholeNumber('Limit', 1, ACTIVITY_LIMITS.recentMax).default(ACTIVITY_LIMITS.recentDefault),
  })
  .strict();

export const recentActivitySchema = z.object({ activities: z.array(activitySchema) });
export type RecentActivity = z.infer<typeof recentActivitySchema>;

/** GET /api/v1/activity filters: type, from/to on the entry's time, page and limit. */
export const activityListQuerySchema = z
  .object({
    type: z.enum(ACTIVITY_TYPES, { error: `type must be one of: ${ACTIVITY_TYPES.join(', ')}` }).optional(),
    ...timeRangeFields,
    ...pageQueryFields,
  })
  .strict()
  .refine(rangeIsOrdered, { message: RANGE_ORDER_MESSAGE, path: ['to'] });
export type ActivityListQuery = z.input<typeof activityListQuerySchema>;

export const activityListSchema = z.object({
  activities: z.array(activitySchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type ActivityList = z.infer<typeof activityListSchema>;
