import type { MarketAlert, MarketAlertImpact } from '@ctp/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, MarketAlertsTable } from '../../db/schema';

export interface NewStoredAlert {
  title: string;
  summary: string;
  region: string;
  impact: MarketAlertImpact;
  commodities: string[];
  publishedAt: string;
  createdBy: string | null;
  createdAt: string;
}

const toAlert = (row: Selectable<MarketAlertsTable>): MarketAlert => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  region: row.region,
  impact: row.impact as MarketAlertImpact,
  commodities: JSON.parse(row.commodities) as string[],
  publishedAt: row.published_at,
});

/** The market_alerts table: geopolitical alerts, newest first. */
export function createMarketAlertsRepository(db: Kysely<Database>) {
  return {
    async insert(alert: NewStoredAlert): Promise<MarketAlert> {
      const row = {
        id: crypto.randomUUID(),
        title: alert.title,
        summary: alert.summary,
        region: alert.region,
        impact: alert.impact,
        commodities: JSON.stringify(alert.commodities),
        published_at: alert.publishedAt,
        created_by: alert.createdBy,
        created_at: alert.createdAt,
      };
      await db.insertInto('market_alerts').values(row).execute();
      return toAlert(row);
    },

    async list(filter: { impact?: MarketAlertImpact | undefined; offset: number; limit: number }): Promise<{ alerts: MarketAlert[]; total: number }> {
      let query = db.selectFrom('market_alerts');
      if (filter.impact) query = query.where('impact', '=', filter.impact);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('published_at', 'desc').orderBy('id').offset(filter.offset).limit(filter.limit).execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { alerts: rows.map(toAlert), total: Number(count.n) };
    },

    async count(): Promise<number> {
      const row = await db.selectFrom('market_alerts').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type MarketAlertsRepository = ReturnType<typeof createMarketAlertsRepository>;
