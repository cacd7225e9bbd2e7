/** Audit Logs (issue 7). */
export const loadAdminAuditPane = () => import('./admin-audit-pane');
