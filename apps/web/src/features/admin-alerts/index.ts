/** System Alerts (issue 7). */
export const loadAdminAlertsPane = () => import('./admin-alerts-pane');
