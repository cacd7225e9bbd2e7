import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../lib/time';

/** One more request counted against a budget: the count in the current window and when the window ends (epoch ms). */
export interface LimitHit {
  count: number;
  resetAt: number;
}

/**
 * Counters of the rate limits, shared by every instance and kept across restarts: the database by default, Redis
 * when REDIS_URL is set. Fixed windows: the first hit opens a window of `windowMs`, later hits count in it.
 */
export interface LimitStore {
  hit(key: string, windowMs: number): Promise<LimitHit>;
}

/** Expired counters are deleted at most this often. */
const PURGE_INTERVAL_MS = 60_000;

export function createDatabaseLimitStore(db: Kysely<Database>, now: () => number = Date.now): LimitStore {
  let purgedAt = 0;
  return {
    async hit(key, windowMs) {
      const at = now();
      const current = nowIso(at);
      const opened = nowIso(at + windowMs);
      // One statement, so two instances counting at once cannot both start a window or lose a hit.
      const row = await db
        .insertInto('rate_limits')
        .values({ key, hits: 1, window_ends_at: opened })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when rate_limits.window_ends_at <= ${current} then 1 else rate_limits.hits + 1 end`,
            window_ends_at: sql<string>`case when rate_limits.window_ends_at <= ${current} then ${opened} else rate_limits.window_ends_at end`,
          }),
        )
        .returning(['hits', 'window_ends_at'])
        .executeTakeFirstOrThrow();
      if (at - purgedAt > PURGE_INTERVAL_MS) {
        purgedAt = at;
        await db.deleteFrom('rate_limits').where('window_ends_at', '<=', current).execute();
      }
      return { count: Number(row.hits), resetAt: Date.parse(row.window_ends_at) };
    },
  };
}

/** INCR and, for the first hit of a window, PEXPIRE, atomically; answers the count and the window's time left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export function createRedisLimitStore(redis: Redis, prefix = 'ctp:limit:'): LimitStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetAt: Date.now() + ttl };
    },
  };
}

/**
 * The first store while it answers, else the second: a Redis outage must neither lift the limits nor refuse every
 * request, so the database keeps counting meanwhile (each outage is logged once).
 */
export function withFallback(primary: LimitStore, fallback: LimitStore, log: FastifyBaseLogger): LimitStore {
  let failing = false;
  return {
    async hit(key, windowMs) {
      try {
        const hit = await primary.hit(key, windowMs);
        if (failing) log.info('rate-limit store answers again');
        failing = false;
        return hit;
      } catch (error) {
        if (!failing) log.warn({ err: error }, 'rate-limit store unavailable; counting in the database meanwhile');
        failing = true;
        return fallback.hit(key, windowMs);
      }
    },
  };
}
