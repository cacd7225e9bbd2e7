import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Where the price service keeps its answers (quotes, histories) for the TTL. A failed refresh's answer is kept too,
 * so a dead source costs one try per TTL. Values must survive JSON: with Redis they travel between instances.
 */
export interface PriceCache {
  /** This process's fresh value, without awaiting anything: the hot path never leaves the process. */
  peek<T>(key: string): T | undefined;
  /**
   * A fresh value from elsewhere, else what `load` answers. One load per key at a time in this process; with Redis,
   * one across every instance, whose answer they all serve until the TTL ends.
   */
  fill<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** `expiresAt` is on the app's clock (tests move it), so every instance expires an answer at the same moment. */
interface Entry {
  expiresAt: number;
  value: unknown;
}

/** Where a miss of this process's map goes; it answers the entry to keep. */
type MissHandler = (key: string, load: () => Promise<unknown>) => Promise<Entry>;

/** The in-process map in front of every cache, with its single flight: concurrent misses of one key share one answer. */
function inProcessLayer(now: () => number, onMiss: MissHandler): PriceCache {
  const entries = new Map<string, Entry>();
  const running = new Map<string, Promise<unknown>>();
  return {
    peek<T>(key: string) {
      const entry = entries.get(key);
      return entry && now() < entry.expiresAt ? (entry.value as T) : undefined;
    },
    fill<T>(key: string, load: () => Promise<T>) {
      const current = running.get(key) as Promise<T> | undefined;
      if (current) return current;
      const started = onMiss(key, load)
        .then((entry) => {
          entries.set(key, entry);
          return entry.value as T;
        })
        .finally(() => running.delete(key));
      running.set(key, started);
      return started;
    },
  };
}

/** Loads and stamps the entry once the answer is in: the TTL counts from when the answer arrived. */
async function loadEntry(load: () => Promise<unknown>, ttlMs: number, now: () => number): Promise<Entry> {
  const value = await load();
  return { expiresAt: now() + ttlMs, value };
}

/** Without REDIS_URL: each instance caches and calls the source on its own. */
export function createInProcessPriceCache(ttlMs: number, now: () => number): PriceCache {
  return inProcessLayer(now, (_key, load) => loadEntry(load, ttlMs, now));
}

export interface RedisPriceCacheOptions {
  redis: Redis;
  /** REDIS_KEY_PREFIX: keys are `<prefix>price:<key>`, locks `<prefix>price:lock:<key>`. */
  prefix: string;
  ttlMs: number;
  /** How long one load may hold the lock: the upstream's whole time-out budget. A dead holder's lock ends with it. */
  lockMs: number;
  now: () => number;
  log: FastifyBaseLogger;
}

/** Deletes the lock only while it is still this holder's: after its PX ran out it may be another instance's. */
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** How often a waiting instance looks for the holder's answer; a quote takes some hundred ms upstream. */
const POLL_MS = 50;

/**
 * With REDIS_URL: the in-process layer in front, Redis behind it. A miss reads the shared answer; when there is none,
 * the instance that takes the lock (SET NX PX) loads and shares it, and the others poll until it appears or the lock
 * goes (its holder died: one of them takes over). While Redis fails, each instance loads on its own, as without it.
 */
export function createRedisPriceCache({ redis, prefix, ttlMs, lockMs, now, log }: RedisPriceCacheOptions): PriceCache {
  let down = false;
  const failed = (error: unknown) => {
    if (!down) log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'price cache: Redis unavailable; caching per instance meanwhile');
    down = true;
  };
  const answered = () => {
    if (down) log.info('price cache: Redis answers again; caching across instances');
    down = false;
  };

  const fresh = (text: string | null | undefined): Entry | undefined => {
    const entry = text ? (JSON.parse(text) as Entry) : undefined;
    return entry && now() < entry.expiresAt ? entry : undefined;
  };

  /**
   * Another instance's fresh entry, or the token of the lock that makes this instance the loader. Undefined after two
   * lock lifetimes (a dead holder, then a slow one): a second upstream call beats holding the request longer.
   */
  async function claim(valueKey: string, lockKey: string): Promise<Entry | string | undefined> {
    const deadline = Date.now() + 2 * lockMs;
    let [text, holder] = await redis.mget(valueKey, lockKey);
    for (;;) {
      const entry = fresh(text);
      if (entry) return entry;
      if (Date.now() >= deadline) return undefined;
      if (!holder) {
        const token = randomUUID();
        if (await redis.set(lockKey, token, 'PX', lockMs, 'NX')) return token;
      }
      await sleep(POLL_MS);
      [text, holder] = await redis.mget(valueKey, lockKey);
    }
  }

  /** Shares the entry and lets go of the lock; a failure here costs only the sharing, never the answer. */
  async function publish(valueKey: string, lockKey: string, token: string | undefined, entry: Entry | undefined) {
    try {
      if (entry) await redis.set(valueKey, JSON.stringify(entry), 'PX', ttlMs);
      if (token) await redis.eval(RELEASE_SCRIPT, 1, lockKey, token);
    } catch (error) {
      failed(error);
    }
  }

  return inProcessLayer(now, async (key, load) => {
    const valueKey = `${prefix}price:${key}`;
    const lockKey = `${prefix}price:lock:${key}`;
    let claimed: Entry | string | undefined;
    try {
      claimed = await claim(valueKey, lockKey);
      answered();
    } catch (error) {
      failed(error);
      return loadEntry(load, ttlMs, now);
    }
    if (typeof claimed === 'object') return claimed;
    let entry: Entry | undefined;
    try {
      entry = await loadEntry(load, ttlMs, now);
      return entry;
    } finally {
      await publish(valueKey, lockKey, claimed, entry);
    }
  });
}
