import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { storeOf } from '../../db/store';
import { createMatchesRepository } from './repository';
import { matchingRoutes } from './routes';
import { createMatchingService } from './service';

/**
 * The matching engine (decision 008): suggestions, the desk's confirmation (a match and its draft contract), and two
 * reactions: an approved order gets its auto-matching proposals, and a match follows its contract's status.
 */
export default fp(
  async (app: FastifyInstance) => {
    const matching = createMatchingService({
      store: storeOf(app.database.db, (db) => createMatchesRepository(db, app.database.engine)),
      engine: app.database.engine,
      orders: app.orders,
      contracts: app.contracts,
      settings: app.settings,
      audit: app.audit,
      events: app.events,
      log: app.log,
      now: app.clock.now,
      ratings: app.ratings,
    });
    app.events.subscribe('order.approved', 'auto-matching proposals', async ({ orderId }) => {
      await matching.recordProposalsFor(orderId);
    });
    app.events.subscribe('contract.transitioned', 'a match follows its contract', ({ contractId, to }) => matching.followContract(contractId, to));
    await app.register(matchingRoutes, { matching });
  },
  { name: 'matching', dependencies: ['database', 'events', 'audit', 'settings', 'orders', 'contracts', 'ratings'] },
);
