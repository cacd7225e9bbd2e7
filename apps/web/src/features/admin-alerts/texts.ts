export const ALERTS_UI_TEXTS = {
  acknowledgeFailed: 'Failed to acknowledge the alert',
} as const;
