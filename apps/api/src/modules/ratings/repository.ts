import type { DealSide } from '@ctp/domain';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/connection';
import type { RatingsTable } from '../../db/schema';

/** A rating as stored: one party's score of the other party of an executed deal. */
export interface StoredRating {
  id: string;
  dealId: string;
  raterId: string;
  raterRole: DealSide;
  rateeId: string;
  score: number;
  comment: string | null;
  createdAt: string;
}

const toRating = (row: Selectable<RatingsTable>): StoredRating => ({
  id: row.id,
  dealId: row.deal_id,
  raterId: row.rater_id,
  raterRole: row.rater_role as DealSide,
  rateeId: row.ratee_id,
  score: Number(row.score),
  comment: row.comment,
  createdAt: row.created_at,
});

/** Users per statement when summing ratings. */
const TOTALS_SLICE = 500;

/** The ratings table. */
export function createRatingsRepository(db: Executor) {
  return {
    /** Stores the rating unless its rater rated this deal already; true when stored (the unique key decides a race). */
    async insert(rating: StoredRating): Promise<boolean> {
      const result = await db
        .insertInto('ratings')
        .values({
          id: rating.id,
          deal_id: rating.dealId,
          rater_id: rating.raterId,
          rater_role: rating.raterRole,
          ratee_id: rating.rateeId,
          score: rating.score,
          comment: rating.comment,
          created_at: rating.createdAt,
        })
        .onConflict((oc) => oc.columns(['deal_id', 'rater_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    /** The ratings given in a deal, oldest first. */
    async forDeal(dealId: string): Promise<StoredRating[]> {
      const rows = await db.selectFrom('ratings').selectAll().where('deal_id', '=', dealId).orderBy('created_at').orderBy('id').execute();
      return rows.map(toRating);
    },

    /** Sum and count of the scores each of these users received; users never rated are absent. */
    async totalsOf(userIds: readonly string[]): Promise<Map<string, { sum: number; count: number }>> {
      const ids = [...new Set(userIds)];
      const totals = new Map<string, { sum: number; count: number }>();
      // In slices: the matching view asks for every owner of the market, past a statement's parameter limit.
      for (let start = 0; start < ids.length; start += TOTALS_SLICE) {
        const rows = await db
          .selectFrom('ratings')
          .select((eb) => ['ratee_id', eb.fn.sum<number | string>('score').as('sum'), eb.fn.countAll<number | string>().as('count')])
          .where('ratee_id', 'in', ids.slice(start, start + TOTALS_SLICE))
          .groupBy('ratee_id')
          .execute();
        for (const row of rows) totals.set(row.ratee_id, { sum: Number(row.sum), count: Number(row.count) });
      }
      return totals;
    },
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
