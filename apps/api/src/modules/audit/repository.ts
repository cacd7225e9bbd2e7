import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/time';

export interface AuditEvent {
  action: string;
  actorId?: string | null;
  actorEmail?: string | null;
  target?: string | null;
  ip?: string | null;
  /** Never a password or a token. */
  details?: Record<string, unknown>;
}

/** The append-only audit trail; each entry is also logged. */
export function createAuditLog(db: Kysely<Database>, log: FastifyBaseLogger) {
  return {
    async record(event: AuditEvent): Promise<void> {
      const entry = {
        id: crypto.randomUUID(),
        created_at: nowIso(),
        actor_id: event.actorId ?? null,
        actor_email: event.actorEmail ?? null,
        action: event.action,
        target: event.target ?? null,
        ip: event.ip ?? null,
        details: event.details ? JSON.stringify(event.details) : null,
      };
      log.info({ audit: { ...entry, details: event.details } }, event.action);
      await db.insertInto('audit_log').values(entry).execute();
    },

    list: (filter: { action?: string; actorEmail?: string } = {}) => {
      let query = db.selectFrom('audit_log').selectAll().orderBy('created_at', 'desc');
      if (filter.action) query = query.where('action', '=', filter.action);
      if (filter.actorEmail) query = query.where('actor_email', '=', filter.actorEmail);
      return query.execute();
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
