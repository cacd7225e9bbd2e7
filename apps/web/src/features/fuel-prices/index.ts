/**
 * The desk's fuel price assessments as users see them (issue 18): the board (Market Intelligence), the Trading tab's
 * EN590 tile with the board, and the reference line of the fuel order form.
 */
export { fuelPricesKeys } from './api/keys';
export { FuelAssessmentReference } from './components/fuel-assessment-reference';
export { FuelBoard } from './components/fuel-board';
export { FuelMarketOverview } from './components/fuel-market-overview';
