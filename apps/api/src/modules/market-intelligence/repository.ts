import type { AdminMarketAlert, MarketAlert, MarketAlertImpact, ValidMarketAlertContent } from '@ctp/domain';
import type { Kysely, NotNull, Selectable } from 'kysely';
import { contentRows, contentStateOf, publicationOf } from '../../db/content-state';
import type { Database, MarketAlertsTable } from '../../db/schema';

type AlertRow = Selectable<MarketAlertsTable>;

const fieldsOf = (row: AlertRow) => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  region: row.region,
  impact: row.impact as MarketAlertImpact,
  commodities: JSON.parse(row.commodities) as string[],
});

const toAdminAlert = (row: AlertRow): AdminMarketAlert => ({ ...fieldsOf(row), ...contentStateOf(row) });

/** The portals' shape: published rows only. */
const toAlert = (row: AlertRow & { published_at: string }): MarketAlert => ({ ...fieldsOf(row), ...publicationOf(row) });

const fieldColumns = (alert: ValidMarketAlertContent) => ({
  title: alert.title,
  summary: alert.summary,
  region: alert.region,
  impact: alert.impact,
  commodities: JSON.stringify(alert.commodities),
});

/** The market_alerts table: geopolitical alerts, drafts and published (migration 0031). */
export function createMarketAlertsRepository(db: Kysely<Database>) {
  const count = (n: number | string) => Number(n);

  const content = contentRows(db, 'market_alerts', { itemOf: toAdminAlert, columnsOf: fieldColumns });

  return {
    content,

    /** The portals' list: published alerts, newest first. */
    async listPublished(filter: { impact?: MarketAlertImpact | undefined; offset: number; limit: number }): Promise<{ alerts: MarketAlert[]; total: number }> {
      let query = db.selectFrom('market_alerts').where('content_status', '=', 'published');
      if (filter.impact) query = query.where('impact', '=', filter.impact);
      const [rows, counted] = await Promise.all([
        query.selectAll().$narrowType<{ published_at: NotNull }>().orderBy('published_at', 'desc').orderBy('id').offset(filter.offset).limit(filter.limit).execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { alerts: rows.map(toAlert), total: count(counted.n) };
    },

    /** Every alert, drafts too: the development seed adds its examples to an empty table only. */
    async count(): Promise<number> {
      const row = await db.selectFrom('market_alerts').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
      return count(row.n);
    },
  };
}

export type MarketAlertsRepository = ReturnType<typeof createMarketAlertsRepository>;
