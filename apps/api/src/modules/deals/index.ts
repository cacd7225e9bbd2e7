import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { storeOf } from '../../db/store';
import { createTradingRules } from '../orders';
import { createDealMembership } from './membership';
import { createDealsRepository } from './repository';
import { dealRoutes } from './routes';
import { createDealsService } from './service';

export type { DealsService } from './service';
export type { DealMembership, DealMembershipLookup } from './membership';

/**
 * The deal room (issue 13, docs/decisions/019). Two reactions: a confirmed match opens its deal (match.confirmed), and
 * a deal follows its contract once the contract moves (contract.transitioned). Each step of a deal is published as a
 * deal.* event; the orders module moves the deal's orders to in_negotiation on the parties' first move.
 */
export default fp(
  async (app: FastifyInstance) => {
    const deals = createDealsService({
      store: storeOf(app.database.db, createDealsRepository),
      orders: app.orders,
      contracts: app.contracts,
      rules: createTradingRules({ settings: app.settings, users: app.users }),
      activity: app.activity,
      audit: app.audit,
      events: app.events,
      log: app.log,
      now: app.clock.now,
    });
    app.events.subscribe('match.confirmed', 'a confirmed match opens its deal', (match) => deals.openFromMatch(match));
    app.events.subscribe('contract.transitioned', 'a deal follows its contract', ({ contractId, to }) => deals.followContract(contractId, to));
    await app.register(dealRoutes, { deals });
    app.decorate('dealMembership', createDealMembership({ db: app.database.db, orders: app.orders, contracts: app.contracts }));
  },
  { name: 'deals', dependencies: ['database', 'events', 'audit', 'settings', 'activity', 'users', 'orders', 'contracts'] },
);
