/** Query keys of the notification centre; a new notification or a mark-read invalidates `all`. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationsKeys.all, 'list'] as const,
};
