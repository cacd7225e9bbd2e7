/** Database status and backups (issue 7). */
export const loadAdminDatabasePane = () => import('./admin-database-pane');
