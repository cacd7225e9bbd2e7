/** The trader's Trading tab (spec 2.16). */
export const loadTradingPane = () => import('./trading-pane');
