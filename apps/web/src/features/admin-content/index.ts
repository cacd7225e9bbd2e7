/** The desk's Content tab (issue 18): market alerts, opportunities and projects, from draft to published. */
export const loadAdminContentPane = () => import('./admin-content-pane');
