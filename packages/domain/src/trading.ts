/**
 * The trading options of spec 2.7, 2.8 and 2.16: what the gold and fuel request dialogs offer, in the
 * spec's order. One definition for the info endpoints, the web dialogs and the order schemas that come
 * later (`z.enum(GOLD_TERMS)` and so on). No zod here, so the web can import it without the schemas.
 */
export const COMMODITY_CATEGORIES = ['gold', 'fuel'] as const;
export type CommodityCategory = (typeof COMMODITY_CATEGORIES)[number];

/** Gold trades in troy ounces, fuel in metric tonnes. */
export const COMMODITY_UNITS = ['oz', 'MT'] as const;
export type CommodityUnit = (typeof COMMODITY_UNITS)[number];
export const UNIT_BY_CATEGORY = { gold: 'oz', fuel: 'MT' } as const satisfies Record<CommodityCategory, CommodityUnit>;

export const TRADING_CURRENCIES = ['USD'] as const;
export type TradingCurrency = (typeof TRADING_CURRENCIES)[number];
export const TRADING_CURRENCY: TradingCurrency = 'USD';

/** Symbols of the commodities the platform trades; the commodities table is seeded with these. */
export const COMMODITY_SYMBOLS = {
  gold: 'XAU',
  en590: 'EN590',
  jetA1: 'JETA1',
  crudeOil: 'CRUDE',
  fuelOil: 'FUELOIL',
} as const;

export const GOLD_DELIVERY_LOCATIONS = ['Zurich', 'London', 'Dubai', 'Hong Kong', 'New York'] as const;
export type GoldDeliveryLocation = (typeof GOLD_DELIVERY_LOCATIONS)[number];

export const GOLD_TERMS = ['CIF', 'FOB', 'TTM'] as const;
export type GoldTerm = (typeof GOLD_TERMS)[number];
export const GOLD_TERM_LABELS = {
  CIF: 'CIF (Cost, Insurance and Freight)',
  FOB: 'FOB (Free on Board)',
  TTM: 'TTM (Table Top Meeting)',
} as const satisfies Record<GoldTerm, string>;

/** The fuel dialog's commodity choices; each is the name of a seeded fuel commodity. */
export const FUEL_COMMODITIES = ['EN590', 'Jet A1', 'Crude Oil', 'Fuel Oil'] as const;
export type FuelCommodity = (typeof FUEL_COMMODITIES)[number];
export const FUEL_COMMODITY_SYMBOLS = {
  EN590: COMMODITY_SYMBOLS.en590,
  'Jet A1': COMMODITY_SYMBOLS.jetA1,
  'Crude Oil': COMMODITY_SYMBOLS.crudeOil,
  'Fuel Oil': COMMODITY_SYMBOLS.fuelOil,
} as const satisfies Record<FuelCommodity, string>;

export const FUEL_ORIGIN_PORTS = ['Fujairah', 'Rotterdam', 'Houston'] as const;
export type FuelOriginPort = (typeof FUEL_ORIGIN_PORTS)[number];
export const FUEL_ORIGIN_PORT_LABELS = {
  Fujairah: 'Fujairah, UAE',
  Rotterdam: 'Rotterdam, Netherlands',
  Houston: 'Houston, USA',
} as const satisfies Record<FuelOriginPort, string>;

export const FUEL_DELIVERY_MODES = ['TTT', 'TTV', 'CIF', 'FOB'] as const;
export type FuelDeliveryMode = (typeof FUEL_DELIVERY_MODES)[number];
export const FUEL_DELIVERY_MODE_LABELS = {
  TTT: 'TTT (Tank-to-Tank)',
  TTV: 'TTV (Tank-to-Vessel)',
  CIF: 'CIF (Cost, Insurance and Freight)',
  FOB: 'FOB (Free on Board)',
} as const satisfies Record<FuelDeliveryMode, string>;

/** A choice in a select: the value sent to the API and the label shown. */
export interface TradingOption<V extends string = string> {
  value: V;
  label: string;
}

/** Values with their labels, in the order given; a value without a label is its own label. */
export function tradingOptions<V extends string>(values: readonly V[], labels?: Partial<Record<V, string>>): TradingOption<V>[] {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}
