import type { AuditEntry } from '@ctp/domain';
import { csvText } from '../../lib/csv';

export const AUDIT_CSV_COLUMNS = ['Time (UTC)', 'Actor', 'Actor Id', 'Action', 'Target', 'Address', 'Details'] as const;

/** The audit entries as CSV text; details stay one JSON cell (already free of secrets, see redact.ts). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return csvText(
    AUDIT_CSV_COLUMNS,
    entries.map((e) => [e.createdAt, e.actorEmail, e.actorId, e.action, e.target, e.ip, e.details ? JSON.stringify(e.details) : null]),
  );
}
