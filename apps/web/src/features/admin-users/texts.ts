/** User Management's own failure texts (spec 8's 'Failed to ...: {message}' where the spec gives none). */
export const ADMIN_USER_UI_TEXTS = {
  exportFailed: 'Failed to export users',
  reactivateFailed: (reason: string) => `Failed to reactivate user: ${reason}`,
  suspendFailed: 'Failed to suspend user',
  loadOneFailed: 'Failed to load user',
} as const;
