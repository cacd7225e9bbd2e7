/** System Settings (spec 3). */
export const loadAdminSettingsPane = () => import('./admin-settings-pane');
