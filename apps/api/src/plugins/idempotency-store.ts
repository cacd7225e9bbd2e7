import { IDEMPOTENCY_WINDOW_HOURS } from '@ctp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../lib/time';

/** The first answer to a key, as it was sent. */
export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** Which caller sent which key. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
}

/** What a request with a key may do: go ahead (it holds the key now), repeat the first answer, or be refused. */
export type Admission =
  | { kind: 'claimed' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'in-progress' }
  | { kind: 'reused' };

const WINDOW_MS = IDEMPOTENCY_WINDOW_HOURS * 60 * 60 * 1000;
/**
 * A claim with no answer after this long belongs to a request whose process died: a retry may take it over. Far
 * above any create's duration (an upload of 10 MB included), so a slow first request is not run twice.
 */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;
/** Expired keys are deleted at most this often. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The keys in the database (table idempotency_keys), so every instance sees the same ones. The primary key (scope,
 * key) makes claiming atomic: of two requests with one key, one inserts the row and the other finds it.
 */
export function createIdempotencyStore(db: Kysely<Database>, now: () => number) {
  let purgedAt = 0;
  const row = (claim: IdempotencyClaim) => db.selectFrom('idempotency_keys').selectAll().where('scope', '=', claim.scope).where('key', '=', claim.key);

  async function purgeExpired(at: number) {
    if (at - purgedAt < PURGE_INTERVAL_MS) return;
    purgedAt = at;
    await db.deleteFrom('idempotency_keys').where('expires_at', '<=', nowIso(at)).execute();
  }

  return {
    async admit(claim: IdempotencyClaim, fingerprint: string): Promise<Admission> {
      const at = now();
      await purgeExpired(at);
      // Twice at most: an expired row found on the first pass is removed, then the key is claimed afresh.
      for (let pass = 0; pass < 2; pass++) {
        const inserted = await db
          .insertInto('idempotency_keys')
          .values({ ...claim, fingerprint, created_at: nowIso(at), expires_at: nowIso(at + WINDOW_MS) })
          .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
          .returning('key')
          .executeTakeFirst();
        if (inserted) return { kind: 'claimed' };
        const found = await row(claim).executeTakeFirst();
        if (!found) continue;
        if (found.expires_at <= nowIso(at)) {
          await db.deleteFrom('idempotency_keys').where('scope', '=', claim.scope).where('key', '=', claim.key).where('expires_at', '<=', nowIso(at)).execute();
          continue;
        }
        if (found.fingerprint !== fingerprint) return { kind: 'reused' };
        if (found.status_code !== null) {
          return { kind: 'replay', answer: { status: Number(found.status_code), contentType: found.content_type, body: found.body ?? '' } };
        }
        if (Date.parse(found.created_at) + ABANDONED_AFTER_MS > at) return { kind: 'in-progress' };
        // Taken over only if nobody else did it first (the same created_at).
        const taken = await db
          .updateTable('idempotency_keys')
          .set({ created_at: nowIso(at) })
          .where('scope', '=', claim.scope)
          .where('key', '=', claim.key)
          .where('status_code', 'is', null)
          .where('created_at', '=', found.created_at)
          .executeTakeFirst();
        return Number(taken.numUpdatedRows) === 1 ? { kind: 'claimed' } : { kind: 'in-progress' };
      }
      return { kind: 'in-progress' };
    },

    /** Keeps the first answer for the retries. */
    async complete(claim: IdempotencyClaim, answer: StoredAnswer): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: answer.status, content_type: answer.contentType, body: answer.body })
        .where('scope', '=', claim.scope)
        .where('key', '=', claim.key)
        .where('status_code', 'is', null)
        .execute();
    },

    /** The request created nothing (it was refused or failed): a retry with the key runs afresh. */
    async release(claim: IdempotencyClaim): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('scope', '=', claim.scope).where('key', '=', claim.key).where('status_code', 'is', null).execute();
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
