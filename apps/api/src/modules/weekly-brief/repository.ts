import type { PriceSymbol } from '@ctp/domain';
import type { Kysely, NotNull } from 'kysely';
import type { Database } from '../../db/schema';

const fromStored = (stored: number | string) => Number(stored) / 10_000;

export interface WeekAlert {
  title: string;
  region: string;
  impact: string;
  publishedAt: string;
}

/** What the weekly brief reads (closes, the desk's market alerts, who opted in) and its run claim. */
export function createWeeklyBriefRepository(db: Kysely<Database>) {
  return {
    /**
     * Claims the run of `job` for `period`; true for exactly one caller however many instances try at once (the
     * primary key refuses the others, and their insert does nothing).
     */
    async claimRun(job: string, period: string, at: string): Promise<boolean> {
      const claimed = await db
        .insertInto('scheduled_runs')
        .values({ job, period, started_at: at })
        .onConflict((oc) => oc.columns(['job', 'period']).doNothing())
        .returning('job')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /** The newest stored close on or before `day`. */
    async closeOnOrBefore(symbol: PriceSymbol, day: string): Promise<{ day: string; close: number } | undefined> {
      const row = await db
        .selectFrom('price_history')
        .select(['day', 'close_e4'])
        .where('symbol', '=', symbol)
        .where('day', '<=', day)
        .orderBy('day', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? { day: row.day, close: fromStored(row.close_e4) } : undefined;
    },

    /** The desk's market alerts published in [from, to), oldest first; never a draft, nor the seed's fictional examples. */
    async marketAlertsBetween(from: string, to: string): Promise<WeekAlert[]> {
      const rows = await db
        .selectFrom('market_alerts')
        .select(['title', 'region', 'impact', 'published_at'])
        .$narrowType<{ published_at: NotNull }>()
        .where('content_status', '=', 'published')
        .where('example', '=', 0)
        .where('published_at', '>=', from)
        .where('published_at', '<', to)
        .orderBy('published_at', 'asc')
        .execute();
      return rows.map((r) => ({ title: r.title, region: r.region, impact: r.impact, publishedAt: r.published_at }));
    },

    /** Active accounts that switched the weekly brief on (it is off until a user saves it on). */
    async subscriberIds(): Promise<string[]> {
      const rows = await db
        .selectFrom('user_preferences')
        .innerJoin('users', 'users.id', 'user_preferences.user_id')
        .select('users.id')
        .where('user_preferences.weekly_brief', '=', 1)
        .where('users.status', '=', 'active')
        .orderBy('users.id')
        .execute();
      return rows.map((r) => r.id);
    },
  };
}

export type WeeklyBriefRepository = ReturnType<typeof createWeeklyBriefRepository>;
