/** The user's own account: details, password and two-factor sign-in. */
export const loadProfilePane = () => import('./profile-pane');
