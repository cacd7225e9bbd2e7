import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/time';

/**
 * A user's TOTP enrolment (users.totp_secret, totp_enabled_at), their recovery codes (stored as SHA-256),
 * the sign-in challenges waiting for a code, and the replay guard. Times come from `now`, the clock the
 * service compares them with.
 */
export function createTwoFactorRepository(db: Kysely<Database>, now: () => number = Date.now) {
  const stamp = () => nowIso(now());
  return {
    enrolmentOf: (userId: string) =>
      db.selectFrom('users').select(['totp_secret', 'totp_enabled_at']).where('id', '=', userId).executeTakeFirst(),

    /** Secrets stored before encryption at rest: neither null nor sealed (sealed values start with `v1:`). */
    plainSecrets: () =>
      db
        .selectFrom('users')
        .select(['id', 'totp_secret'])
        .where('totp_secret', 'is not', null)
        .where('totp_secret', 'not like', 'v1:%')
        .execute()
        .then((rows) => rows.map((r) => ({ id: r.id, secret: r.totp_secret! }))),

    /** Replaces a stored secret by its sealed form, unless it changed meanwhile. */
    replaceSecret: (userId: string, from: string, to: string) =>
      db.updateTable('users').set({ totp_secret: to }).where('id', '=', userId).where('totp_secret', '=', from).execute(),

    /** A new secret replaces any earlier one that was never confirmed; it is not in force until enabled. */
    savePendingSecret: (userId: string, secret: string) =>
      db
        .updateTable('users')
        .set({ totp_secret: secret, totp_enabled_at: null, updated_at: stamp() })
        .where('id', '=', userId)
        .where('totp_enabled_at', 'is', null)
        .executeTakeFirst()
        .then((r) => Number(r.numUpdatedRows) > 0),

    /** Puts the secret in force with its fresh recovery codes, in one transaction; false if it was enabled meanwhile. */
    enable: (userId: string, secret: string, recoveryCodeHashes: string[]) =>
      db.transaction().execute(async (trx) => {
        const at = stamp();
        const updated = await trx
          .updateTable('users')
          .set({ totp_enabled_at: at, updated_at: at })
          .where('id', '=', userId)
          .where('totp_secret', '=', secret)
          .where('totp_enabled_at', 'is', null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return false;
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
        await trx
          .insertInto('recovery_codes')
          .values(recoveryCodeHashes.map((code_hash) => ({ code_hash, user_id: userId, created_at: at, used_at: null })))
          .execute();
        return true;
      }),

    /** Forgets the secret, the recovery codes and any pending sign-in. */
    disable: (userId: string) =>
      db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ totp_secret: null, totp_enabled_at: null, updated_at: stamp() }).where('id', '=', userId).execute();
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
        await trx.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
        await trx.deleteFrom('totp_used_steps').where('user_id', '=', userId).execute();
      }),

    async recoveryCodesLeft(userId: string): Promise<number> {
      const row = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks an unused recovery code of the user used; true only for the one request that did. */
    useRecoveryCode: (userId: string, codeHash: string) =>
      db
        .updateTable('recovery_codes')
        .set({ used_at: stamp() })
        .where('code_hash', '=', codeHash)
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst()
        .then((r) => Number(r.numUpdatedRows) > 0),

    /**
     * Records that a code of `timeStep` was accepted; false when that step or a later one already was
     * (a replay). One upsert, so two requests with the same code cannot both pass.
     */
    claimTimeStep: async (userId: string, timeStep: number) => {
      const row = await db
        .insertInto('totp_used_steps')
        .values({ user_id: userId, time_step: timeStep, updated_at: stamp() })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ time_step: timeStep, updated_at: stamp() })
            .where('totp_used_steps.time_step', '<', timeStep),
        )
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    createChallenge: (challenge: { tokenHash: string; userId: string; expiresAt: string }) =>
      db
        .insertInto('two_factor_challenges')
        .values({ token_hash: challenge.tokenHash, user_id: challenge.userId, created_at: stamp(), expires_at: challenge.expiresAt, used_at: null })
        .execute(),

    findChallenge: (tokenHash: string) =>
      db.selectFrom('two_factor_challenges').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

    /** Counts a wrong code atomically; returns the new count. */
    async recordWrongCode(tokenHash: string): Promise<number> {
      const row = await db
        .updateTable('two_factor_challenges')
        .set((eb) => ({ wrong_codes: eb('wrong_codes', '+', 1) }))
        .where('token_hash', '=', tokenHash)
        .returning('wrong_codes')
        .executeTakeFirst();
      return row?.wrong_codes ?? Number.POSITIVE_INFINITY;
    },

    /** Uses the challenge up; true only for the one request that did. */
    consumeChallenge: (tokenHash: string) =>
      db
        .updateTable('two_factor_challenges')
        .set({ used_at: stamp() })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst()
        .then((r) => Number(r.numUpdatedRows) > 0),

    /** Challenges are short-lived; old ones are cleared as new ones are made. */
    deleteChallengesExpiredBefore: (iso: string) => db.deleteFrom('two_factor_challenges').where('expires_at', '<', iso).execute(),
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
