/** The seller's Selling Center (spec 2.17). */
export const loadSellingCenterPane = () => import('./selling-center-pane');
