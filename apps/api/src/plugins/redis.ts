import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * The Redis connection of REDIS_URL. Commands fail fast while it is down (no offline queue), so callers fall back at
 * once instead of waiting; ioredis reconnects in the background. Errors are logged, never thrown at the process.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) log.warn({ err: error }, 'Redis unavailable');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set (rate limits, the price cache); undefined otherwise. */
    redis: Redis | undefined;
  }
}

/** Opens REDIS_URL's connection once for every plugin that shares state through it, and closes it last. */
export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.config.redisUrl ? connectRedis(app.config.redisUrl, app.log) : undefined;
    if (redis) app.addHook('onClose', async () => redis.disconnect());
    app.decorate('redis', redis);
  },
  { name: 'redis', dependencies: ['runtime'] },
);
