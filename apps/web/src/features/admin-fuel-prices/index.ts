/** Admin › Fuel Prices (issue 18): the desk's daily fuel price assessments. */
export const loadAdminFuelPricesPane = () => import('./admin-fuel-prices-pane');
