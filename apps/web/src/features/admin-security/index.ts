/** Security: sessions, failed sign-ins, lockouts (issue 7). */
export const loadAdminSecurityPane = () => import('./admin-security-pane');
