import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { storeOf } from '../../db/store';
import { createRatingsRepository } from './repository';
import { ratingRoutes } from './routes';
import { createRatingsService, type RatingsService } from './service';

export type { RatingsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deal ratings; the matching module reads users' averages through it. */
    ratings: RatingsService;
  }
}

/** Ratings between the parties of executed deals (issue 13, docs/decisions/021). */
export default fp(
  async (app: FastifyInstance) => {
    const ratings = createRatingsService({
      store: storeOf(app.database.db, createRatingsRepository),
      deals: app.dealMembership,
      audit: app.audit,
      events: app.events,
      log: app.log,
      now: app.clock.now,
    });
    app.decorate('ratings', ratings);
    await app.register(ratingRoutes, { ratings });
  },
  { name: 'ratings', dependencies: ['database', 'events', 'audit', 'deals'] },
);
