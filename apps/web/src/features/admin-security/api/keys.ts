import { adminKeys } from '@/lib/query-keys';
import type { SessionListParams } from './get-sessions';

/** Query keys of the Security tab; a revoke or an unlock invalidates `all`. */
export const securityKeys = {
  all: [...adminKeys.all, 'security'] as const,
  sessions: (params: SessionListParams) => [...securityKeys.all, 'sessions', params] as const,
  events: () => [...securityKeys.all, 'events'] as const,
};
