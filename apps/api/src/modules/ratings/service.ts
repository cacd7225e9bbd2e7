import {
  DEAL_ERROR_CODES,
  RATING_ERROR_CODES,
  RATING_TEXTS,
  type DealRating,
  type DealRatingList,
  type RateDealInput,
  type RatingSummary,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../../db/store';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Principal } from '../../plugins/access';
import type { EventBus } from '../../plugins/events';
import type { AuditLog } from '../audit';
import type { DealMembership, DealMembershipLookup } from '../deals';
import type { RatingsRepository, StoredRating } from './repository';

export interface RatingsServiceDeps {
  store: Store<RatingsRepository>;
  /** Who takes part in a deal, and its status (the deals module's). */
  deals: DealMembershipLookup;
  audit: Pick<AuditLog, 'record'>;
  /** A rating is announced as `deal.rated` once stored. */
  events: Pick<EventBus, 'record' | 'deliver'>;
  log: FastifyBaseLogger;
  now?: () => number;
}

const notFound = () => AppError.notFound();

/** The average to one decimal, as the matching view shows it; spec 9's rating risk reads the same figure. */
export const ratingSummaryOf = (totals: { sum: number; count: number } | undefined): RatingSummary =>
  totals && totals.count > 0 ? { average: Math.round((totals.sum / totals.count) * 10) / 10, count: totals.count } : { average: null, count: 0 };

/**
 * Ratings (issue 13, docs/decisions/021): once a deal's contract is executed, its buyer and its seller each rate the
 * other once. The deal's parties and the desk read a deal's ratings; a user's average feeds the matching view.
 */
export function createRatingsService({ store, deals, audit, events, log, now = Date.now }: RatingsServiceDeps) {
  async function memberOf(caller: Principal, dealId: string): Promise<DealMembership> {
    const membership = await deals(caller, dealId);
    if (!membership) throw notFound();
    return membership;
  }

  function view(rating: StoredRating, deal: DealMembership, caller: Principal): DealRating {
    const { name, company } = rating.raterRole === 'buyer' ? deal.buyer : deal.seller;
    return {
      id: rating.id,
      dealId: rating.dealId,
      byRole: rating.raterRole,
      by: { name, company },
      ofRole: rating.raterRole === 'buyer' ? 'seller' : 'buyer',
      mine: rating.raterId === caller.id,
      score: rating.score,
      comment: rating.comment,
      createdAt: rating.createdAt,
    };
  }

  return {
    /** The caller rates the other party: 404 outside the deal, 403 for the desk, 409 before execution or a second time. */
    async rate(caller: Principal, dealId: string, input: RateDealInput, ip?: string): Promise<DealRating> {
      const deal = await memberOf(caller, dealId);
      if (deal.role === 'desk') throw new AppError(403, DEAL_ERROR_CODES.actionForbidden, RATING_TEXTS.onlyPartiesRate);
      if (deal.status !== 'executed') throw new AppError(409, RATING_ERROR_CODES.notExecuted, RATING_TEXTS.notExecuted, { status: deal.status });
      const { role: _role, status: _status, buyer: _buyer, seller: _seller, ...facts } = deal;
      const rating: StoredRating = {
        id: crypto.randomUUID(),
        dealId: deal.dealId,
        raterId: caller.id,
        raterRole: deal.role,
        rateeId: deal.role === 'buyer' ? deal.sellerId : deal.buyerId,
        score: input.score,
        comment: input.comment ?? null,
        createdAt: nowIso(now()),
      };
      const stored = await store.transaction(async (ratings, trx) => {
        if (!(await ratings.insert(rating))) return false;
        await events.record(trx, { type: 'deal.rated', payload: { ...facts, ratingId: rating.id, raterId: rating.raterId, rateeId: rating.rateeId, score: rating.score } });
        return true;
      });
      if (!stored) throw new AppError(409, RATING_ERROR_CODES.alreadyRated, RATING_TEXTS.alreadyRated);
      await events.deliver();
      // The comment stays in the deal; the trail records the score and that a comment was written.
      await audit.record({
        action: 'deal.rated',
        actorId: caller.id,
        actorEmail: caller.email,
        target: deal.dealId,
        ip: ip ?? null,
        details: { ratingId: rating.id, as: deal.role, rateeId: rating.rateeId, score: rating.score, commentLength: rating.comment?.length ?? 0 },
      });
      log.info({ dealId: deal.dealId, ratingId: rating.id, by: caller.id }, 'deal rated');
      return view(rating, deal, caller);
    },

    /** The ratings given in the deal and whether the caller may still rate; 404 outside the deal. */
    async list(caller: Principal, dealId: string): Promise<DealRatingList> {
      const deal = await memberOf(caller, dealId);
      const ratings = await store.forDeal(deal.dealId);
      const canRate = deal.role !== 'desk' && deal.status === 'executed' && !ratings.some((r) => r.raterId === caller.id);
      return { ratings: ratings.map((r) => view(r, deal, caller)), canRate };
    },

    /** Each user's average received rating (one decimal) and count; a user never rated has a null average. */
    async ratingsOf(userIds: readonly string[]): Promise<Map<string, RatingSummary>> {
      const totals = await store.totalsOf(userIds);
      return new Map([...new Set(userIds)].map((id) => [id, ratingSummaryOf(totals.get(id))]));
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
