import type { AdminUserFilter, AdminUserSort, Role, SortOrder } from '@ctp/domain';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Engine } from '../../db/connection';
import type { Database } from '../../db/schema';
import { containsText } from '../../lib/text-search';
import { ACCOUNT_COLUMNS, optionalAccount, toAccount, type Account } from '../users';

/** A user's concluded trades: contracts signed by both sides (active) or executed, as buyer or seller. */
export interface TradeFigures {
  trades: number;
  volumeCents: number;
}

export interface SessionFigures {
  activeSessions: number;
  lastActiveAt: string | null;
}

/** The contract statuses that count as a trade in the administrator's figures (as on the dashboard's volume). */
const TRADED_STATUSES = ['active', 'executed'];
/** SQLite and PostgreSQL both accept this many bound values in one IN list, with room to spare. */
const ID_CHUNK = 500;

type UsersQuery<O> = SelectQueryBuilder<Database, 'users', O>;

function applyFilter<O>(query: UsersQuery<O>, filter: AdminUserFilter): UsersQuery<O> {
  let q = query;
  if (filter.role) q = q.where('role', '=', filter.role);
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.q) {
    const matches = containsText(filter.q, [
      sql`email`,
      sql`first_name`,
      sql`last_name`,
      sql`first_name || ' ' || last_name`,
      sql`coalesce(company_name, '')`,
    ]);
    q = q.where((eb) => eb.or(matches));
  }
  return q;
}

/** Spec 2.18's orderings; never-signed-in users come last either way, and the id keeps pages stable. */
function applySort<O>(query: UsersQuery<O>, sort: AdminUserSort, order: SortOrder): UsersQuery<O> {
  let q = query;
  switch (sort) {
    case 'createdAt':
      q = q.orderBy('created_at', order);
      break;
    case 'lastLoginAt':
      q = q.orderBy(sql`case when last_login_at is null then 1 else 0 end`).orderBy('last_login_at', order);
      break;
    case 'email':
      q = q.orderBy('email', order);
      break;
    case 'name':
      q = q.orderBy(sql`lower(last_name)`, order).orderBy(sql`lower(first_name)`, order);
      break;
  }
  return q.orderBy('id', order);
}

/** The users table as User Management reads and changes it. Built on the app's database or a transaction. */
export function createAdminUsersRepository(db: Kysely<Database>, engine: Engine) {
  const users = () => db.selectFrom('users');

  return {
    findById: async (id: string): Promise<Account | undefined> =>
      optionalAccount(await db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst()),

    async list(filter: AdminUserFilter, page: { offset: number; limit: number }): Promise<{ rows: Account[]; total: number }> {
      const [count, rows] = await Promise.all([
        applyFilter(users(), filter).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
        applySort(applyFilter(users(), filter), filter.sort, filter.order).select(ACCOUNT_COLUMNS).limit(page.limit).offset(page.offset).execute(),
      ]);
      return { rows: rows.map(toAccount), total: Number(count.n) };
    },

    /** Every user of the filter in the list's order, at most `max` (the CSV export). */
    listAll: async (filter: AdminUserFilter, max: number): Promise<Account[]> =>
      (await applySort(applyFilter(users(), filter), filter.sort, filter.order).select(ACCOUNT_COLUMNS).limit(max).execute()).map(toAccount),

    /** Trades and volume per user id, from the contracts where each is buyer or seller; absent ids have none. */
    async tradeFigures(userIds: readonly string[]): Promise<Map<string, TradeFigures>> {
      const figures = new Map<string, TradeFigures>();
      for (let start = 0; start < userIds.length; start += ID_CHUNK) {
        const ids = userIds.slice(start, start + ID_CHUNK);
        const asBuyer = db
          .selectFrom('contracts')
          .select(['buyer_id as party_id', 'total_value_cents'])
          .where('buyer_id', 'in', ids)
          .where('status', 'in', TRADED_STATUSES);
        const asSeller = db
          .selectFrom('contracts')
          .select(['seller_id as party_id', 'total_value_cents'])
          .where('seller_id', 'in', ids)
          .where('status', 'in', TRADED_STATUSES)
          .$narrowType<{ party_id: string }>();
        const rows = await db
          .selectFrom(asBuyer.unionAll(asSeller).as('traded'))
          .select([
            'party_id',
            (eb) => eb.fn.countAll<number | string>().as('trades'),
            (eb) => eb.fn.sum<number | string>('total_value_cents').as('volume'),
          ])
          .groupBy('party_id')
          .execute();
        // Counts and sums arrive as strings from PostgreSQL.
        for (const row of rows) figures.set(row.party_id, { trades: Number(row.trades), volumeCents: Number(row.volume) });
      }
      return figures;
    },

    /** Live sessions (not revoked, not expired, active since `activeSince`) and the latest activity of any session. */
    async sessionFigures(userId: string, at: { now: string; activeSince: string }): Promise<SessionFigures> {
      const row = await db
        .selectFrom('sessions')
        .where('user_id', '=', userId)
        .select([
          sql<number | string>`sum(case when revoked_at is null and expires_at > ${at.now} and last_active_at >= ${at.activeSince} then 1 else 0 end)`.as('live'),
          (eb) => eb.fn.max('last_active_at').as('last_active_at'),
        ])
        .executeTakeFirstOrThrow();
      return { activeSessions: Number(row.live ?? 0), lastActiveAt: row.last_active_at ?? null };
    },

    /** Active administrators other than `exceptId`. */
    async otherActiveAdmins(exceptId: string): Promise<number> {
      const row = await db
        .selectFrom('users')
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .where('id', '!=', exceptId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * PostgreSQL only: locks the active administrators' rows, so two administrators demoting or suspending
     * each other at once cannot both pass the last-admin check (SQLite runs one write transaction at a time).
     */
    async lockActiveAdmins(): Promise<void> {
      if (engine !== 'postgres') return;
      await db.selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'active').orderBy('id').forUpdate().execute();
    },

    setRole: async (id: string, role: Role, at: string): Promise<Account> =>
      toAccount(await db.updateTable('users').set({ role, updated_at: at }).where('id', '=', id).returning(ACCOUNT_COLUMNS).executeTakeFirstOrThrow()),

    /** active → suspended with the reason; undefined when the user was not active. */
    suspend: async (id: string, reason: string, at: string): Promise<Account | undefined> =>
      optionalAccount(
        await db
          .updateTable('users')
          .set({ status: 'suspended', suspension_reason: reason, suspended_at: at, updated_at: at })
          .where('id', '=', id)
          .where('status', '=', 'active')
          .returning(ACCOUNT_COLUMNS)
          .executeTakeFirst(),
      ),

    /** suspended → active, clearing the reason; undefined when the user was not suspended. */
    reactivate: async (id: string, at: string): Promise<Account | undefined> =>
      optionalAccount(
        await db
          .updateTable('users')
          .set({ status: 'active', suspension_reason: null, suspended_at: null, updated_at: at })
          .where('id', '=', id)
          .where('status', '=', 'suspended')
          .returning(ACCOUNT_COLUMNS)
          .executeTakeFirst(),
      ),
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
