import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HOUR_MS = 60 * 60_000;

/** The 'upload-cleanup' job: once an hour, on one instance, removes what interrupted uploads left in the document storage. */
export const uploadCleanupJob = fp(
  async (app: FastifyInstance) => {
    app.jobs.every('upload-cleanup', HOUR_MS, async () => {
      const removed = await app.storage.sweep();
      if (removed > 0) app.log.info({ removed }, 'upload clean-up removed what interrupted uploads left');
    });
  },
  { name: 'upload-cleanup', dependencies: ['jobs', 'storage'] },
);
