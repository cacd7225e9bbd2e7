/** Market Intelligence (spec 2.16): prices, forecasts, geopolitical alerts and research packages. */
export const loadMarketIntelligencePane = () => import('./market-intelligence-pane');
/** The caller's intelligence package: the Settings tab gates the weekly brief and API tokens on it. */
export { useMarketPackage } from './api/get-market-package';
/** The desk's Content tab (issue 18) previews alerts the way this tab shows them. */
export { AlertPreview, useImpactLabels } from './components/alerts-panel';
