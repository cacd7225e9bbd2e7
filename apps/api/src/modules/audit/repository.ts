import { isSecurityAuditAction, pageCount, type AuditEntry, type AuditFilter, type AuditListParams } from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema';
import { containsText } from '../../lib/text-search';
import { nowIso } from '../../lib/time';
import { redactSecrets } from './redact';

export interface AuditEvent {
  action: string;
  actorId?: string | null;
  actorEmail?: string | null;
  target?: string | null;
  ip?: string | null;
  /** Changes put { before, after }. Keys naming a password, token, secret or code are dropped (redact.ts). */
  details?: Record<string, unknown>;
}

/** Told about each stored entry (the alerts module watches for lockouts). */
export type AuditListener = (entry: AuditEntry) => Promise<void> | void;

/**
 * The append-only audit trail; each stored entry is also logged. This module offers insert and select only,
 * and migration 0012 makes the database refuse UPDATE and DELETE on the table.
 */
export function createAuditLog(db: Kysely<Database>, log: FastifyBaseLogger) {
  const listeners: AuditListener[] = [];
  /** security.auditLogging: when it answers false, routine events are not stored (security events always are). */
  let routineLoggingOn: () => Promise<boolean> = async () => true;

  function filtered(filter: AuditFilter) {
    let query = db.selectFrom('audit_log');
    if (filter.actor) query = query.where(containsText(filter.actor, [sql.ref('actor_email')])[0]!);
    // A prefix match includes the exact action; the action pattern allows no % and its _ is escaped.
    if (filter.action) query = query.where(sql<boolean>`action like ${`${filter.action.replaceAll('_', '\\_')}%`} escape '\\'`);
    if (filter.from) query = query.where('created_at', '>=', filter.from);
    if (filter.to) query = query.where('created_at', '<', filter.to);
    return query;
  }

  async function newestFirst(query: ReturnType<typeof filtered>, limit: number, offset: number): Promise<AuditEntry[]> {
    const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    return rows.map(toAuditEntry);
  }

  return {
    /** The auditLogging switch of the system settings (the settings module installs it). */
    useRoutineLoggingSwitch(on: () => Promise<boolean>): void {
      routineLoggingOn = on;
    },

    /** Stores one event unless it is routine and audit logging is switched off; true when stored. */
    async record(event: AuditEvent): Promise<boolean> {
      if (!isSecurityAuditAction(event.action) && !(await routineLoggingOn())) return false;
      const details = event.details ? redactSecrets(event.details) : null;
      const entry = {
        id: crypto.randomUUID(),
        created_at: nowIso(),
        actor_id: event.actorId ?? null,
        actor_email: event.actorEmail ?? null,
        action: event.action,
        target: event.target ?? null,
        ip: event.ip ?? null,
        details: details ? JSON.stringify(details) : null,
      };
      log.info({ audit: { ...entry, details } }, event.action);
      await db.insertInto('audit_log').values(entry).execute();
      for (const listener of listeners) {
        // A watcher's failure must not fail the action that was audited.
        await Promise.resolve(listener(toAuditEntry(entry))).catch((error: unknown) => log.error({ err: error, action: event.action }, 'audit listener failed'));
      }
      return true;
    },

    onRecorded(listener: AuditListener): void {
      listeners.push(listener);
    },

    list: (filter: { action?: string; actorEmail?: string } = {}) => {
      let query = db.selectFrom('audit_log').selectAll().orderBy('created_at', 'desc');
      if (filter.action) query = query.where('action', '=', filter.action);
      if (filter.actorEmail) query = query.where('actor_email', '=', filter.actorEmail);
      return query.execute();
    },

    /** GET /admin/audit: newest first; actor is part of an email (any case), action an action or its prefix. */
    async search(params: AuditListParams): Promise<{ entries: AuditEntry[]; total: number; page: number; totalPages: number }> {
      const query = filtered(params);
      const counted = await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
      const total = Number(counted?.count ?? 0);
      const entries = await newestFirst(query, params.limit, (params.page - 1) * params.limit);
      return { entries, total, page: params.page, totalPages: pageCount(total, params.limit) };
    },

    /** GET /admin/audit/export: every matching entry, newest first, up to `max`. */
    exportEntries: (filter: AuditFilter, max: number) => newestFirst(filtered(filter), max, 0),

    /** The newest entries of some actions (the Security tab's failed sign-ins and lockouts). */
    recent: (actions: readonly string[], limit: number) => newestFirst(db.selectFrom('audit_log').where('action', 'in', [...actions]), limit, 0),
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;

function toAuditEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: row.id,
    createdAt: row.created_at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    target: row.target,
    ip: row.ip,
    details: parseDetails(row.details),
  };
}

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { value: text };
  }
}
