/** The user's trade and KYC documents (spec 2.16, 7.3). */
export { documentsKeys } from './api/keys';
export { documentsQueryOptions, FIRST_DOCUMENTS_PAGE } from './api/get-documents';
export { DocumentListPane } from './components/document-list-pane';
export { RejectionReason } from './components/rejection-reason';
export const loadDocumentsPane = () => import('./documents-pane');
/** A deal's shared documents (list, preview, download, share), for the deal room: its own chunk. */
export const loadDealDocumentsPanel = () => import('./components/deal-documents-panel');
