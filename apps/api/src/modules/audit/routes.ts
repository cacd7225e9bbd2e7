import { AUDIT_EXPORT_MAX_ROWS, apiErrorSchema, auditExportQuerySchema, auditListQuerySchema, auditListSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv';
import { auditCsv } from './csv';
import type { AuditLog } from './repository';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Audit Logs tab (issue 7): the list and its CSV export. Read only: the log has no update or delete route. */
export async function auditRoutes(app: FastifyInstance, opts: { audit: AuditLog }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/admin/audit', {
    config: { access: ['admin'] as const },
    schema: {
      tags: ['admin'],
      summary: 'Audit entries, newest first, filtered by actor, action (or its prefix) and UTC dates',
      querystring: auditListQuerySchema,
      response: { 200: auditListSchema, ...errors },
    },
    handler: async (request) => opts.audit.search(request.query),
  });

  api.get('/admin/audit/export', {
    config: { access: ['admin'] as const },
    schema: {
      tags: ['admin'],
      summary: `The filtered audit entries as CSV (newest first, at most ${AUDIT_EXPORT_MAX_ROWS})`,
      querystring: auditExportQuerySchema,
      response: { 200: z.string(), ...errors },
    },
    handler: async (request, reply) => sendCsv(reply, 'audit-log', auditCsv(await opts.audit.exportEntries(request.query, AUDIT_EXPORT_MAX_ROWS))),
  });
}
