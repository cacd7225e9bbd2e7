/** The administrator's dashboard (spec 2.18). */
export const loadAdminDashboardPane = () => import('./admin-dashboard-pane');
