export { PriceAlertsPanel } from './price-alerts-panel';
