/** Trade Management (spec 2.18). */
export const loadAdminTradesPane = () => import('./admin-trades-pane');
