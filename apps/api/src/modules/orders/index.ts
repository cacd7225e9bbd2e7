import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminTradeRoutes } from './admin-routes';
import { createDecisionMail } from './decision-mail';
import { storeOf } from '../../db/store';
import { createOrdersRepository } from './repository';
import { orderRoutes } from './routes';
import { createOrderService, ORDER_STATUS_OF_CONTRACT, type OrderService } from './service';
import { createTradingRules } from './trading-rules';

export type { StoredOrder } from './repository';
export { remainingE3, toOrder, type OrderService } from './service';
export { createTradingRules, type TradingRules } from './trading-rules';

declare module 'fastify' {
  interface FastifyInstance {
    /** Buy requests and sell listings; the matching module reads and moves them through it. */
    orders: OrderService;
  }
}

/** Traders' buy requests and sellers' listings (spec 2.16, 2.17), the desk's review of them, and their contract link. */
export default fp(
  async (app: FastifyInstance) => {
    const { config, log } = app;
    const orders = createOrderService({
      store: storeOf(app.database.db, createOrdersRepository),
      commodities: app.commodities,
      activity: app.activity,
      audit: app.audit,
      rules: createTradingRules({ settings: app.settings, users: app.users }),
      sendDecision: createDecisionMail({ users: app.users, mailer: app.mailer, publicUrl: config.publicUrl, log }),
      events: app.events,
      now: app.clock.now,
    });
    app.decorate('orders', orders);
    // The orders of a match follow its contract.
    app.events.subscribe('contract.transitioned', 'orders follow their contract', async (t) => {
      // A draft sent without an agreed deal fixes its quantity as drawn up: the fills are recorded then (decision 022).
      if (t.to === 'pending' || t.to === 'active') {
        const terms = await app.contracts.termsOf(t.contractId);
        if (terms) await orders.fillForContract(t.contractId, terms.quantityE3);
      }
      const status = ORDER_STATUS_OF_CONTRACT[t.to];
      if (status) await orders.setStatusForContract(t.contractId, status, status === 'completed' ? t.unitPriceCents / 100 : undefined);
    });
    // A deal's orders are in negotiation from the parties' first move in it (docs/decisions/019).
    for (const type of ['deal.offer_made', 'deal.offer_accepted', 'deal.offer_rejected'] as const) {
      app.events.subscribe(type, 'orders are in negotiation', async ({ buyOrderId, sellOrderId }) => {
        await orders.markInNegotiation([buyOrderId, sellOrderId]);
      });
    }
    await app.register(orderRoutes, { orders });
    await app.register(adminTradeRoutes, { orders });
  },
  { name: 'orders', dependencies: ['database', 'events', 'audit', 'settings', 'activity', 'users', 'mail', 'commodities', 'contracts'] },
);
