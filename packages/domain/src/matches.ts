/**
 * A match between a buy request and a sell listing, as its parties and administrators read it
 * (GET /api/v1/trading/matches, POST /admin/matching/confirm). A party sees the counterparty's order
 * with its owner by name and company only.
 */
import { z } from 'zod';
import { CONTRACT_STATUSES } from './contracts';
import { MATCH_STATUSES } from './matching';
import { orderSchema } from './orders';

export const matchSchema = z.object({
  id: z.string(),
  buyOrder: orderSchema,
  sellOrder: orderSchema,
  /** USD per unit. */
  agreedPrice: z.number(),
  /** The smaller of the two quantities, in the commodity's unit. */
  quantity: z.number(),
  contractId: z.string(),
  contractStatus: z.enum(CONTRACT_STATUSES),
  status: z.enum(MATCH_STATUSES),
  matchedAt: z.string(),
}).meta({ id: 'Match' });
export type Match = z.infer<typeof matchSchema>;

/** GET /api/v1/trading/matches: the caller's matches. */
export const matchListSchema = z.array(matchSchema);
