import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuditLog, type AuditLog } from './repository';
import { auditRoutes } from './routes';

export type { AuditLog } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditLog;
  }
}

/** The append-only audit trail every module records to, and the administrators' Audit Logs routes. */
export default fp(
  async (app: FastifyInstance) => {
    const audit = createAuditLog(app.database.db, app.log);
    app.decorate('audit', audit);
    await app.register(auditRoutes, { audit });
  },
  { name: 'audit', dependencies: ['database'] },
);
