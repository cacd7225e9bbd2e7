/** The user's notification preferences. */
export const loadSettingsPane = () => import('./settings-pane');
