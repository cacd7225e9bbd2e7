/** Live prices from the price service (spec 7.1): cards, the market table and the history chart. */
export { GoldPriceCard } from './gold-price-card';
export { MarketBoard } from './market-board';
export { MarketDashboard } from './market-dashboard';
export { PRICE_API_BASE } from './price-api';
export { PriceHistoryChart } from './price-history-chart';
export { marketsTexts } from './texts';
