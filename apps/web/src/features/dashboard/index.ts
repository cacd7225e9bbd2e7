/** The member portals' dashboard tab (spec 2.16). */
export { dashboardKeys } from './api/keys';
export { dashboardStatsQueryOptions } from './api/get-dashboard-stats';
export const loadDashboardPane = () => import('./dashboard-pane');
