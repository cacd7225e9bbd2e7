export const DOCUMENTS_UI_TEXTS = {
  previewFailed: 'Failed to preview document',
} as const;
