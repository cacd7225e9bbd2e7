/** Market Intelligence (spec 2.16): prices, forecasts, geopolitical alerts and research packages. */
export const loadMarketIntelligencePane = () => import('./market-intelligence-pane');
