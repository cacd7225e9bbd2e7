import {
  COMMODITY_SYMBOLS,
  FUEL_COMMODITIES,
  FUEL_DELIVERY_MODE_LABELS,
  FUEL_DELIVERY_MODES,
  FUEL_ORIGIN_PORT_LABELS,
  FUEL_ORIGIN_PORTS,
  GOLD_DELIVERY_LOCATIONS,
  GOLD_TERM_LABELS,
  GOLD_TERMS,
  TRADING_CURRENCY,
  tradingOptions,
  type FuelTradingInfo,
  type GoldTradingInfo,
} from '@ctp/domain';
import type { CommodityService } from '../commodities';

/**
 * What the gold and fuel request dialogs offer (spec 2.7, 2.8, 2.16): the option lists of
 * @ctp/domain's trading constants, with the commodities as stored (so orders can name their ids).
 */
export function createTradingInfoService(commodities: CommodityService) {
  return {
    async gold(): Promise<GoldTradingInfo> {
      const gold = await commodities.findBySymbol(COMMODITY_SYMBOLS.gold);
      // Seeded by migration 0004; without it the database is not this product's.
      if (!gold) throw new Error('The gold commodity is missing from the commodities table');
      return {
        category: 'gold',
        commodity: gold,
        unit: 'oz',
        currency: TRADING_CURRENCY,
        deliveryLocations: tradingOptions(GOLD_DELIVERY_LOCATIONS),
        terms: tradingOptions(GOLD_TERMS, GOLD_TERM_LABELS),
      };
    },

    async fuel(): Promise<FuelTradingInfo> {
      const active = await commodities.listActive('fuel');
      // The dialog's order (EN590, Jet A1, Crude Oil, Fuel Oil), then any fuel added later.
      const rank = (name: string) => {
        const i = (FUEL_COMMODITIES as readonly string[]).indexOf(name);
        return i === -1 ? FUEL_COMMODITIES.length : i;
      };
      return {
        category: 'fuel',
        commodities: [...active].sort((a, b) => rank(a.name) - rank(b.name)),
        unit: 'MT',
        currency: TRADING_CURRENCY,
        originPorts: tradingOptions(FUEL_ORIGIN_PORTS, FUEL_ORIGIN_PORT_LABELS),
        deliveryModes: tradingOptions(FUEL_DELIVERY_MODES, FUEL_DELIVERY_MODE_LABELS),
      };
    },
  };
}

export type TradingInfoService = ReturnType<typeof createTradingInfoService>;
