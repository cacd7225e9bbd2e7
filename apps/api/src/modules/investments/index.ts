import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInvestmentsRepository } from './repository';
import { investmentsRoutes } from './routes';
import { createInvestmentsService, type InvestmentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Streaming & royalty opportunities and projects; portal inquiries name them. */
    investments: InvestmentsService;
  }
}

/** The Streaming & Royalty tab of the portals (spec 2.16). */
export default fp(
  async (app: FastifyInstance) => {
    const investments = createInvestmentsService({ repo: createInvestmentsRepository(app.database.db), now: app.clock.now });
    app.decorate('investments', investments);
    await app.register(investmentsRoutes, { investments });
  },
  { name: 'investments', dependencies: ['database'] },
);
