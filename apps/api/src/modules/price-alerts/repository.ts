import type { PriceAlert, PriceAlertCondition, PriceSymbol, Role } from '@ctp/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PriceAlertsTable } from '../../db/schema';

// Levels are kept in ten-thousandths, like price_history's closes, so both engines compare them exactly.
const SCALE = 10_000;
const toStored = (level: number) => Math.round(level * SCALE);
const fromStored = (stored: number | string) => Number(stored) / SCALE;

/** An alert with what the crossing check needs to address its owner. */
export interface WatchedAlert extends PriceAlert {
  userId: string;
  ownerRole: Role;
}

const toAlert = (row: Selectable<PriceAlertsTable>): PriceAlert => ({
  id: row.id,
  symbol: row.symbol as PriceSymbol,
  condition: row.condition as PriceAlertCondition,
  level: fromStored(row.level_e4),
  armed: Number(row.armed) === 1,
  lastTriggeredAt: row.last_triggered_at,
  createdAt: row.created_at,
});

/** The price_alerts table, and the daily closes the daily-change condition compares with. */
export function createPriceAlertsRepository(db: Kysely<Database>) {
  return {
    async listByUser(userId: string): Promise<PriceAlert[]> {
      const rows = await db.selectFrom('price_alerts').selectAll().where('user_id', '=', userId).orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
      return rows.map(toAlert);
    },

    async countByUser(userId: string): Promise<number> {
      const row = await db
        .selectFrom('price_alerts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(alert: { id: string; userId: string; symbol: PriceSymbol; condition: PriceAlertCondition; level: number; createdAt: string }): Promise<PriceAlert> {
      const row = {
        id: alert.id,
        user_id: alert.userId,
        symbol: alert.symbol,
        condition: alert.condition,
        level_e4: toStored(alert.level),
        armed: 1,
        last_triggered_at: null,
        created_at: alert.createdAt,
      };
      await db.insertInto('price_alerts').values(row).execute();
      return toAlert(row);
    },

    /** Deletes the user's own alert; false when there is none of that id belonging to them. */
    async deleteOwn(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('price_alerts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Every alert on the symbol, of active accounts only (a suspended user is told nothing). */
    async watching(symbol: PriceSymbol): Promise<WatchedAlert[]> {
      const rows = await db
        .selectFrom('price_alerts')
        .innerJoin('users', 'users.id', 'price_alerts.user_id')
        .selectAll('price_alerts')
        .select('users.role')
        .where('price_alerts.symbol', '=', symbol)
        .where('users.status', '=', 'active')
        .execute();
      return rows.map((row) => ({ ...toAlert(row), userId: row.user_id, ownerRole: row.role as Role }));
    },

    /**
     * Claims a crossing: clears `armed` only if it is still set, so of several instances checking the same quote
     * exactly one is told it won (and notifies).
     */
    async disarm(id: string, at: string): Promise<boolean> {
      const result = await db.updateTable('price_alerts').set({ armed: 0, last_triggered_at: at }).where('id', '=', id).where('armed', '=', 1).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async rearm(id: string): Promise<void> {
      await db.updateTable('price_alerts').set({ armed: 1 }).where('id', '=', id).where('armed', '=', 0).execute();
    },

    /** The stored daily close before the newest one (the newest is the current day's, recorded by the refresh). */
    async previousClose(symbol: PriceSymbol): Promise<number | undefined> {
      const rows = await db.selectFrom('price_history').select('close_e4').where('symbol', '=', symbol).orderBy('day', 'desc').limit(2).execute();
      const previous = rows[1];
      return previous ? fromStored(previous.close_e4) : undefined;
    },
  };
}

export type PriceAlertsRepository = ReturnType<typeof createPriceAlertsRepository>;
