import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Failed password and code checks, one row per account (the email as typed) and client address. */
export interface SignInFailures {
  failures: number;
  lastFailureAt: string;
  lockedUntil: string | null;
}

export function createSignInFailuresRepository(db: Kysely<Database>) {
  const pair = (account: string, ip: string) =>
    db.selectFrom('sign_in_failures').where('account', '=', account).where('ip', '=', ip);

  return {
    async find(account: string, ip: string): Promise<SignInFailures | undefined> {
      const row = await pair(account, ip).select(['failures', 'last_failure_at', 'locked_until']).executeTakeFirst();
      return row && { failures: Number(row.failures), lastFailureAt: row.last_failure_at, lockedUntil: row.locked_until };
    },

    /** Counts one more failure at `at`; returns the pair's count. */
    async increment(account: string, ip: string, at: string): Promise<number> {
      const row = await db
        .insertInto('sign_in_failures')
        .values({ account, ip, failures: 1, last_failure_at: at, locked_until: null })
        .onConflict((oc) =>
          oc.columns(['account', 'ip']).doUpdateSet((eb) => ({ failures: eb('sign_in_failures.failures', '+', 1), last_failure_at: at })),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      return Number(row.failures);
    },

    /** Locks the pair until `until` and starts a new count. */
    lock: (account: string, ip: string, until: string) =>
      db.updateTable('sign_in_failures').set({ failures: 0, locked_until: until }).where('account', '=', account).where('ip', '=', ip).execute(),

    clear: (account: string, ip: string) => db.deleteFrom('sign_in_failures').where('account', '=', account).where('ip', '=', ip).execute(),

    async lockedAfter(at: string): Promise<Array<{ account: string; ip: string; lockedUntil: string }>> {
      const rows = await db
        .selectFrom('sign_in_failures')
        .select(['account', 'ip', 'locked_until'])
        .where('locked_until', '>', at)
        .orderBy('locked_until', 'desc')
        .execute();
      return rows.map((r) => ({ account: r.account, ip: r.ip, lockedUntil: r.locked_until! }));
    },

    /** The latest lock of the account from any address that ends after `at`, or null. */
    async latestLockAfter(account: string, at: string): Promise<string | null> {
      const row = await db
        .selectFrom('sign_in_failures')
        .select((eb) => eb.fn.max('locked_until').as('until'))
        .where('account', '=', account)
        .where('locked_until', '>', at)
        .executeTakeFirst();
      return row?.until ?? null;
    },

    /** Forgets every address of the account; returns how many there were. */
    async removeAccount(account: string): Promise<number> {
      const result = await db.deleteFrom('sign_in_failures').where('account', '=', account).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
