import { COMMODITY_CATEGORIES, contractSchema, matchSchema, orderSchema, pageQueryFields } from '@ctp/domain';
import { z } from 'zod';

/**
 * Request and response schemas of the matching routes. The plain types (MatchSuggestion, MatchingStats,
 * MatchStatus) live zod-free in packages/domain/src/matching.ts for the web; these check them at the edge.
 */

export const suggestionQuerySchema = z
  .object({
    commodity: z.enum(COMMODITY_CATEGORIES, { error: `commodity must be one of: ${COMMODITY_CATEGORIES.join(', ')}` }).optional(),
    search: z
      .string()
      .trim()
      .max(100, 'search must be at most 100 characters')
      .optional()
      .transform((v) => (v ? v : undefined)),
    highCompatibility: z
      .enum(['true', 'false'], { error: 'highCompatibility must be true or false' })
      .optional()
      .transform((v) => v === 'true'),
    ...pageQueryFields,
  })
  .strict();

export const matchSuggestionSchema = z.object({
  buyTrade: orderSchema,
  sellTrade: orderSchema,
  matchScore: z.number().int(),
  compatibility: z.object({ commodity: z.boolean(), quantity: z.number(), price: z.number(), location: z.boolean(), terms: z.number() }),
  potentialProfit: z.number(),
  risks: z.array(z.string()),
});

export const matchingStatsSchema = z.object({
  buyRequests: z.number().int(),
  sellOffers: z.number().int(),
  suggestions: z.number().int(),
  averageScore: z.number(),
  kycRequired: z.boolean(),
  excludedForKyc: z.number().int(),
  excludedInactiveOwner: z.number().int(),
});

/** One page of the ranked suggestions; `stats.suggestions` and `total` count them all. */
export const suggestionListSchema = z.object({
  suggestions: z.array(matchSuggestionSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  stats: matchingStatsSchema,
});

export const confirmMatchRequestSchema = z
  .object({
    buyOrderId: z.uuid('buyOrderId must be a valid id'),
    sellOrderId: z.uuid('sellOrderId must be a valid id'),
    agreedPrice: z
      .number({ error: 'agreedPrice must be a number' })
      .positive('agreedPrice must be greater than 0')
      .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'agreedPrice may have at most 2 decimals')
      .optional(),
  })
  .strict();

export const confirmMatchResponseSchema = z.object({ match: matchSchema, contract: contractSchema });
export const autoMatchResponseSchema = z.object({ proposals: z.array(matchSuggestionSchema) });
