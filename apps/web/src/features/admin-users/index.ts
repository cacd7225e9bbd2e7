/** User Management (spec 2.18). */
export const loadAdminUsersPane = () => import('./admin-users-pane');
export { adminUsersKeys } from './api/keys';
