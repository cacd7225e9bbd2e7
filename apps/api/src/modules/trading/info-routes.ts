import { fuelTradingInfoSchema, goldTradingInfoSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TradingInfoService } from './info';

export interface TradingInfoRoutesOptions {
  info: TradingInfoService;
}

/** GET /api/v1/trading/gold/info and /api/v1/trading/fuel/info, for any signed-in user. */
export async function tradingInfoRoutes(app: FastifyInstance, opts: TradingInfoRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trading'];

  api.get('/api/v1/trading/gold/info', {
    config: { access: 'user' },
    schema: { tags, operationId: 'getGoldTradingInfo', summary: 'Options of a gold trade request', response: { 200: goldTradingInfoSchema } },
    handler: () => opts.info.gold(),
  });

  api.get('/api/v1/trading/fuel/info', {
    config: { access: 'user' },
    schema: { tags, operationId: 'getFuelTradingInfo', summary: 'Options of a fuel trade request', response: { 200: fuelTradingInfoSchema } },
    handler: () => opts.info.fuel(),
  });
}
