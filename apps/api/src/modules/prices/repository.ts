import type { PriceSymbol } from '@ctp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A day's closing price; `day` is the exchange's calendar day, YYYY-MM-DD. */
export interface DailyClose {
  day: string;
  close: number;
}

// Prices are kept as integers (four decimals) so both engines store and compare them exactly.
const SCALE = 10_000;
const toStored = (price: number) => Math.round(price * SCALE);
const fromStored = (stored: number) => Number(stored) / SCALE;

/** The price_history table: one close per symbol and day, the record history is served from. */
export function createPriceHistoryRepository(db: Kysely<Database>) {
  return {
    /** Inserts or replaces closes; a later value for the same day wins (today's close moves until the day ends). */
    async upsertCloses(symbol: PriceSymbol, closes: readonly DailyClose[], source: string, updatedAt: string): Promise<void> {
      if (closes.length === 0) return;
      // One row per day even if the source repeats a day: PostgreSQL refuses to update a row twice in one statement.
      const byDay = new Map(closes.map((c) => [c.day, c.close]));
      const rows = [...byDay].map(([day, close]) => ({ symbol, day, close_e4: toStored(close), source, updated_at: updatedAt }));
      await db
        .insertInto('price_history')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['symbol', 'day']).doUpdateSet((eb) => ({
            close_e4: eb.ref('excluded.close_e4'),
            source: eb.ref('excluded.source'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    },

    /** Closes from `fromDay` to `toDay` inclusive, oldest first. */
    async closesBetween(symbol: PriceSymbol, fromDay: string, toDay: string): Promise<DailyClose[]> {
      const rows = await db
        .selectFrom('price_history')
        .select(['day', 'close_e4'])
        .where('symbol', '=', symbol)
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay)
        .orderBy('day', 'asc')
        .execute();
      return rows.map((r) => ({ day: r.day, close: fromStored(r.close_e4) }));
    },

    /** The `count` most recent closes, newest first. */
    async latestCloses(symbol: PriceSymbol, count: number): Promise<DailyClose[]> {
      const rows = await db
        .selectFrom('price_history')
        .select(['day', 'close_e4'])
        .where('symbol', '=', symbol)
        .orderBy('day', 'desc')
        .limit(count)
        .execute();
      return rows.map((r) => ({ day: r.day, close: fromStored(r.close_e4) }));
    },
  };
}

export type PriceHistoryRepository = ReturnType<typeof createPriceHistoryRepository>;
