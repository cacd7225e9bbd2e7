import type { FastifyBaseLogger } from 'fastify';
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
