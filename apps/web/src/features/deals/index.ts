/** The deal room (issue 13): a confirmed match's negotiation, thread, documents, contract and ratings. */
export { dealsKeys } from './api/keys';
export { useDealOfOrder } from './api/get-deal-of-order';
export { dealRoomLinkFromTab } from './deal-links';
export const loadDealsPane = () => import('./deals-pane');
