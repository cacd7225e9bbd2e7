import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createActivityRepository } from './repository';
import { activityRoutes } from './routes';
import { createActivityService, type ActivityService } from './service';

export type { ActivityInput, ActivityService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each user's activity feed; other modules record entries through it. */
    activity: ActivityService;
  }
}

/** Each user's own activity feed (spec 7.2). */
export default fp(
  async (app: FastifyInstance) => {
    const activity = createActivityService({ repo: createActivityRepository(app.database.db), now: app.clock.now });
    app.decorate('activity', activity);
    await app.register(activityRoutes, { activity });
  },
  { name: 'activity', dependencies: ['database'] },
);
