import { DEFAULT_LANGUAGE, isLanguage, pageCount, type AlertSeverity, type AlertState, type Language, type SystemAlert } from '@ctp/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SystemAlertsTable } from '../../db/schema';

export interface NewAlert {
  kind: string;
  severity: AlertSeverity;
  title: string;
  message: string;
  source: string;
  /** The condition; while an alert with this key is open, no second one is raised. */
  dedupeKey: string;
}

export function createAlertRepository(db: Kysely<Database>) {
  return {
    /** Inserts the alert unless one with its dedupe key is open (the partial unique index of migration 0012 decides, so racing runs agree). */
    async raiseOnce(alert: NewAlert, at: string): Promise<SystemAlert | undefined> {
      const row = {
        id: crypto.randomUUID(),
        kind: alert.kind,
        severity: alert.severity,
        title: alert.title,
        message: alert.message,
        source: alert.source,
        dedupe_key: alert.dedupeKey,
        created_at: at,
        acknowledged_at: null,
        acknowledged_by: null,
      };
      const result = await db
        .insertInto('system_alerts')
        .values(row)
        .onConflict((oc) => oc.column('dedupe_key').where('acknowledged_at', 'is', null).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? toSystemAlert(row) : undefined;
    },

    async list(filter: { state?: AlertState | undefined; page: number; limit: number }) {
      let query = db.selectFrom('system_alerts');
      if (filter.state === 'open') query = query.where('acknowledged_at', 'is', null);
      if (filter.state === 'acknowledged') query = query.where('acknowledged_at', 'is not', null);
      const counted = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
      const total = Number(counted.n);
      const rows = await query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit)
        .execute();
      return { alerts: rows.map(toSystemAlert), total, page: filter.page, totalPages: pageCount(total, filter.limit) };
    },

    async countOpen(): Promise<number> {
      const row = await db
        .selectFrom('system_alerts')
        .where('acknowledged_at', 'is', null)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    find: async (id: string) => {
      const row = await db.selectFrom('system_alerts').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toSystemAlert(row);
    },

    /** open → acknowledged; undefined when it was not open. */
    acknowledge: async (id: string, by: string, at: string) => {
      const row = await db
        .updateTable('system_alerts')
        .set({ acknowledged_at: at, acknowledged_by: by })
        .where('id', '=', id)
        .where('acknowledged_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row && toSystemAlert(row);
    },

    /** Lockouts recorded since `since` (the audit log is the record of them). */
    async lockoutsSince(since: string): Promise<number> {
      const row = await db
        .selectFrom('audit_log')
        .where('action', '=', 'auth.lockout')
        .where('created_at', '>=', since)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    roleOf: async (userId: string) => (await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst())?.role,

    /** The active administrators' addresses, with the language their mail is written in. */
    activeAdmins: async (): Promise<Array<{ email: string; language: Language }>> =>
      (await db.selectFrom('users').select(['email', 'language']).where('role', '=', 'admin').where('status', '=', 'active').execute()).map((r) => ({
        email: r.email,
        language: isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE,
      })),
  };
}

export type AlertRepository = ReturnType<typeof createAlertRepository>;

function toSystemAlert(row: Selectable<SystemAlertsTable>): SystemAlert {
  return {
    id: row.id,
    kind: row.kind,
    severity: row.severity as AlertSeverity,
    title: row.title,
    message: row.message,
    source: row.source,
    createdAt: row.created_at,
    acknowledgedAt: row.acknowledged_at,
    acknowledgedBy: row.acknowledged_by,
  };
}
