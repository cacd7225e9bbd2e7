import { adminKeys } from '@/lib/query-keys';
import type { AuditListParams } from './get-audit-log';

/** Query keys of the audit log. */
export const auditKeys = {
  all: [...adminKeys.all, 'audit'] as const,
  list: (params: AuditListParams) => [...auditKeys.all, params] as const,
};
