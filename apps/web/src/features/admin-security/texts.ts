export const SECURITY_TEXTS = {
  sessionsFailed: 'Failed to load sessions',
  eventsFailed: 'Failed to load security events',
} as const;
