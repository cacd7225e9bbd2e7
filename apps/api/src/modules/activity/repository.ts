import type { Activity, ActivityType } from '@ctp/domain';
import type { Kysely, Selectable } from 'kysely';
import type { ActivityTable, Database } from '../../db/schema';

export interface NewActivity {
  userId: string;
  type: ActivityType;
  title: string;
  description: string;
  entityType: string | null;
  entityId: string | null;
  createdAt: string;
}

export interface ActivityFilter {
  type?: ActivityType | undefined;
  /** Inclusive lower bound on the entry's time (ISO). */
  from?: string | undefined;
  /** Exclusive upper bound on the entry's time (ISO). */
  to?: string | undefined;
}

const toActivity = (row: Selectable<ActivityTable>): Activity => ({
  id: row.id,
  type: row.type as ActivityType,
  title: row.title,
  description: row.description,
  entityType: row.entity_type,
  entityId: row.entity_id,
  timestamp: row.created_at,
});

/** The activity table. Writes take an executor, so a contract move and its entries share one transaction. */
export function createActivityRepository(db: Kysely<Database>) {
  return {
    async insertMany(entries: readonly NewActivity[], executor: Kysely<Database> = db): Promise<void> {
      if (entries.length === 0) return;
      await executor
        .insertInto('activity')
        .values(
          entries.map((e) => ({
            id: crypto.randomUUID(),
            user_id: e.userId,
            type: e.type,
            title: e.title,
            description: e.description,
            entity_type: e.entityType,
            entity_id: e.entityId,
            created_at: e.createdAt,
          })),
        )
        .execute();
    },

    /** Newest first (index activity_user_created_idx). */
    async recent(userId: string, limit: number): Promise<Activity[]> {
      const rows = await db
        .selectFrom('activity')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toActivity);
    },

    async list(userId: string, filter: ActivityFilter, page: { offset: number; limit: number }): Promise<{ items: Activity[]; total: number }> {
      let query = db.selectFrom('activity').where('user_id', '=', userId);
      if (filter.type) query = query.where('type', '=', filter.type);
      if (filter.from) query = query.where('created_at', '>=', filter.from);
      if (filter.to) query = query.where('created_at', '<', filter.to);
      const [count, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
        query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      ]);
      return { items: rows.map(toActivity), total: Number(count.n) };
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
