import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPriceAlertsRepository } from './repository';
import { priceAlertRoutes } from './routes';
import { createPriceAlertService, type PriceAlertService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    priceAlerts: PriceAlertService;
  }
}

/** Price alerts (issue 14): checked on every quote refresh of the price service, told through notifications. */
export default fp(
  async (app: FastifyInstance) => {
    const alerts = createPriceAlertService({
      repo: createPriceAlertsRepository(app.database.db),
      notifier: app.notifications,
      log: app.log,
      now: app.clock.now,
    });
    app.decorate('priceAlerts', alerts);
    app.prices.onQuote((quote) => alerts.checkQuote(quote));
    await app.register(priceAlertRoutes, { alerts });
  },
  { name: 'price-alerts', dependencies: ['database', 'prices', 'notifications'] },
);
