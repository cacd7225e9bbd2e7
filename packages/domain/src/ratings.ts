/**
 * Ratings (issue 13): after a deal's contract is executed, its buyer and its seller each rate the other once, 1 to 5
 * with an optional comment. A user's average feeds the matching view (an order owner's `rating`) and spec 9's rating
 * risk. The bodies and answers of POST /api/v1/deals/{id}/rating and GET /api/v1/deals/{id}/ratings.
 */
import { z } from 'zod';
import { DEAL_ROLES } from './deal-constants';
import { text } from './text';
import { requiredMessage } from './trade-fields';

export const RATING_LIMITS = { minScore: 1, maxScore: 5, comment: 1_000 } as const;

export const RATING_ERROR_CODES = {
  /** Ratings open once the deal's contract is executed. */
  notExecuted: 'DEAL_NOT_EXECUTED',
  /** The caller rated this deal's counterparty already. */
  alreadyRated: 'DEAL_ALREADY_RATED',
} as const;

export const RATING_TEXTS = {
  scoreRange: `The rating must be a whole number from ${RATING_LIMITS.minScore} to ${RATING_LIMITS.maxScore}`,
  commentTooLong: `The comment must be at most ${RATING_LIMITS.comment.toLocaleString('en-US')} characters`,
  notExecuted: 'The other party can be rated once the contract is executed',
  alreadyRated: 'You have already rated the other party of this deal',
  onlyPartiesRate: 'Only the buyer and the seller rate each other',
  rated: 'Thank you: your rating was recorded',
} as const;

/** POST /api/v1/deals/{id}/rating: a whole score from 1 to 5 and an optional comment up to 1,000 characters. */
export const rateDealRequestSchema = z
  .object({
    score: z
      .number({ error: requiredMessage('Rating', RATING_TEXTS.scoreRange) })
      .int(RATING_TEXTS.scoreRange)
      .min(RATING_LIMITS.minScore, RATING_TEXTS.scoreRange)
      .max(RATING_LIMITS.maxScore, RATING_TEXTS.scoreRange),
    comment: text({ error: 'Comment must be text' })
      .trim()
      .max(RATING_LIMITS.comment, RATING_TEXTS.commentTooLong)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
  })
  .strict();
export type RateDealRequest = z.input<typeof rateDealRequestSchema>;
export type RateDealInput = z.output<typeof rateDealRequestSchema>;

/** A rating given in a deal, as its parties and the desk see it: who rated whom by role, name and company. */
export const dealRatingSchema = z
  .object({
    id: z.string(),
    dealId: z.string(),
    /** The side that gave it, and the side it rates. */
    byRole: z.enum(DEAL_ROLES),
    by: z.object({ name: z.string(), company: z.string().nullable() }),
    ofRole: z.enum(DEAL_ROLES),
    /** Given by the caller. */
    mine: z.boolean(),
    score: z.number().int(),
    comment: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'DealRating' });
export type DealRating = z.infer<typeof dealRatingSchema>;

/** GET /api/v1/deals/{id}/ratings: the ratings given in the deal (at most two), and whether the caller may rate now. */
export const dealRatingListSchema = z.object({
  ratings: z.array(dealRatingSchema),
  canRate: z.boolean(),
});
export type DealRatingList = z.infer<typeof dealRatingListSchema>;

/** A user's standing from the ratings they received: the average (one decimal) and how many; null average when none. */
export interface RatingSummary {
  average: number | null;
  count: number;
}
