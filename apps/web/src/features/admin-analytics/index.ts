/** Analytics (spec 2.18). */
export const loadAdminAnalyticsPane = () => import('./admin-analytics-pane');
