export const AUDIT_TEXTS = {
  loadFailed: 'Failed to load audit log',
  exportFailed: 'Failed to export the audit log',
} as const;
