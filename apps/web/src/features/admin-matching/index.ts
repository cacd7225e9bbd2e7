/** Trade Matching (spec 2.18). */
export const loadAdminMatchingPane = () => import('./admin-matching-pane');
