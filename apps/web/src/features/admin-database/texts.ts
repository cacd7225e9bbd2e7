export const DATABASE_UI_TEXTS = {
  loadFailed: 'Failed to load database information',
  backupFailed: 'Failed to download the backup',
} as const;
