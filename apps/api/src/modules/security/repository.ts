import { pageCount, type AdminSession } from '@ctp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsText } from '../../lib/text-search';

/** Sessions and lockouts as the Security tab sees them, across every user. */
export function createSecurityRepository(db: Kysely<Database>) {
  /** Live sessions: not revoked, not expired, and active within the idle timeout. */
  const liveSessions = (at: string, idleSince: string, userSearch?: string) => {
    let query = db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', at)
      .where('sessions.last_active_at', '>=', idleSince);
    if (userSearch) query = query.where(containsText(userSearch, [sql.ref('users.email')])[0]!);
    return query;
  };

  return {
    async listSessions(filter: { at: string; idleSince: string; user?: string | undefined; page: number; limit: number }) {
      const query = liveSessions(filter.at, filter.idleSince, filter.user);
      const counted = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
      const total = Number(counted.n);
      const rows = await query
        .select([
          'sessions.id',
          'sessions.user_id',
          'users.email',
          'users.role',
          'sessions.ip',
          'sessions.user_agent',
          'sessions.created_at',
          'sessions.last_active_at',
          'sessions.expires_at',
        ])
        .orderBy('sessions.last_active_at', 'desc')
        .orderBy('sessions.id')
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit)
        .execute();
      const sessions: AdminSession[] = rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        userEmail: r.email,
        userRole: r.role,
        ip: r.ip,
        userAgent: r.user_agent,
        createdAt: r.created_at,
        lastActiveAt: r.last_active_at,
        expiresAt: r.expires_at,
      }));
      return { sessions, total, page: filter.page, totalPages: pageCount(total, filter.limit) };
    },

    findSession: (id: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.user_id', 'sessions.revoked_at', 'sessions.expires_at', 'users.email'])
        .where('sessions.id', '=', id)
        .executeTakeFirst(),

    /** True when this call ended the session (it was not revoked already). */
    async revokeSession(id: string, at: string): Promise<boolean> {
      const result = await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The accounts of these emails (id, email, role). */
    usersByEmail: (emails: string[]) =>
      emails.length === 0 ? Promise.resolve([]) : db.selectFrom('users').select(['id', 'email', 'role']).where('email', 'in', emails).execute(),

    findUser: (id: string) => db.selectFrom('users').select(['id', 'email']).where('id', '=', id).executeTakeFirst(),
  };
}

export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
