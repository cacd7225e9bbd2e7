import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabaseLimitStore, createRedisLimitStore, withFallback, type LimitStore } from './limit-store';

/**
 * The budget every sign-in step shares (sign-in, its code step, registration, forgotten and reset password, email
 * verification): one count per client address, so moving between those routes gives an attacker no fresh budget.
 */
export const SIGN_IN_GROUP = 'sign-in';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared counters, for budgets that are not a route's (a personal API token's, across its routes). */
    limitStore: LimitStore;
  }
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface over a LimitStore; each route counts under its own prefix unless grouped. */
function storeClass(store: LimitStore, now: () => number) {
  class SharedStore {
    private readonly prefix: string;

    /** The plugin constructs the root store with its global options; children get their key prefix. */
    constructor(prefix: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'global:';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      store.hit(this.prefix + key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(0, hit.resetAt - now()) }),
        (error: Error) => callback(error),
      );
    }

    child(route: { groupId?: string; routeInfo: { method?: string | string[]; url?: string } }): SharedStore {
      // The plugin appends the groupId to the key itself: grouped routes must not add their own path to it.
      return new SharedStore(route.groupId ? 'group:' : `${String(route.routeInfo.method)} ${route.routeInfo.url}:`);
    }
  }
  return SharedStore;
}

/**
 * Rate limits declared per route (`config.rateLimit`), counted in the shared store (Redis when REDIS_URL is set,
 * with the database standing in while it is down; else the database), and announced with the standard
 * RateLimit-Limit / RateLimit-Remaining / RateLimit-Reset headers (Retry-After on a 429).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { clock } = app;
    const databaseLimits = createDatabaseLimitStore(app.database.db, clock.now);
    const { redis } = app;
    const store = redis ? withFallback(createRedisLimitStore(redis, `${app.config.redisKeyPrefix}limit:`), databaseLimits, app.log) : databaseLimits;
    app.decorate('limitStore', store);
    await app.register(fastifyRateLimit, {
      global: false,
      store: storeClass(store, clock.now) as never,
      enableDraftSpec: true,
    });
  },
  { name: 'rate-limit', dependencies: ['database', 'redis'] },
);
