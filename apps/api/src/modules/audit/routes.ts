import { AUDIT_EXPORT_MAX_ROWS, auditExportQuerySchema, auditListQuerySchema, auditListSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv';
import { csvFile } from '../../plugins/api-docs';
import { auditCsv } from './csv';
import type { AuditLog } from './repository';

/** Audit Logs tab (issue 7): the list and its CSV export. Read only: the log has no update or delete route. */
export async function auditRoutes(app: FastifyInstance, opts: { audit: AuditLog }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/admin/audit', {
    config: { access: ['admin'] as const },
    schema: {
      tags: ['admin'],
      operationId: 'listAuditEntries',
      summary: 'Audit entries, newest first, filtered by actor, action (or its prefix) and UTC dates',
      querystring: auditListQuerySchema,
      response: { 200: auditListSchema },
    },
    handler: async (request) => opts.audit.search(request.query),
  });

  api.get('/admin/audit/export', {
    config: { access: ['admin'] as const },
    schema: {
      tags: ['admin'],
      operationId: 'exportAuditEntries',
      summary: `The filtered audit entries as CSV (newest first, at most ${AUDIT_EXPORT_MAX_ROWS})`,
      querystring: auditExportQuerySchema,
      response: { 200: csvFile('The audit entries, one line each') },
    },
    handler: async (request, reply) => sendCsv(reply, 'audit-log', auditCsv(await opts.audit.exportEntries(request.query, AUDIT_EXPORT_MAX_ROWS))),
  });
}
