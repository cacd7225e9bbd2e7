/** Document Center: every user's documents, verified or rejected (issue 7). */
export const loadAdminDocumentsPane = () => import('./admin-documents-pane');
