export const DOCUMENTS_UI_TEXTS = {
  previewFailed: 'Failed to preview document',
  dealDocumentsFailed: 'Failed to load the deal documents',
} as const;
