import { adminKeys } from '@/lib/query-keys';

/** Query keys of System Settings and the status tiles beside them. */
export const systemSettingsKeys = {
  all: [...adminKeys.all, 'settings'] as const,
  status: (part: 'prices' | 'system') => [...adminKeys.all, 'status', part] as const,
};
