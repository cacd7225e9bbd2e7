import { ERROR_CODES, ORDER_TEXTS, type Commodity, type CommodityCategory } from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import type { CommoditiesRepository } from './repository';

/** Reads the commodities the platform trades (spec 3, Commodity). */
export function createCommodityService(repo: CommoditiesRepository) {
  return {
    list: (category?: CommodityCategory) => repo.list({ category }),

    async get(id: string): Promise<Commodity> {
      const commodity = await repo.findById(id);
      if (!commodity) throw new AppError(404, ERROR_CODES.notFound, ORDER_TEXTS.commodityNotFound);
      return commodity;
    },

    findById: (id: string) => repo.findById(id),
    findBySymbol: (symbol: string) => repo.findBySymbol(symbol),
    listActive: (category: CommodityCategory) => repo.list({ category, activeOnly: true }),
  };
}

export type CommodityService = ReturnType<typeof createCommodityService>;
