import { adminSessionListQuerySchema, adminSessionListSchema, apiErrorSchema, securityEventsSchema, systemIdParamsSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import type { SecurityService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const done = z.object({ success: z.literal(true) });

/** Security tab (issue 7): live sessions with revoke, failed sign-ins and lockouts with unlock. */
export async function securityRoutes(app: FastifyInstance, opts: { security: SecurityService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const admin = { access: ['admin'] as const };

  api.get('/admin/security/sessions', {
    config: admin,
    schema: { tags, summary: 'Live sessions of every user, most recently active first', querystring: adminSessionListQuerySchema, response: { 200: adminSessionListSchema, ...errors } },
    handler: async (request) => opts.security.listSessions(request.query),
  });

  api.post('/admin/security/sessions/:id/revoke', {
    config: admin,
    schema: { tags, summary: 'End a session now (audited)', params: systemIdParamsSchema, response: { 200: done, ...errors } },
    handler: async (request) => {
      await opts.security.revokeSession(request.params.id, currentUser(request), request.ip);
      return { success: true as const };
    },
  });

  api.get('/admin/security/events', {
    config: admin,
    schema: { tags, summary: 'Recent failed sign-ins and lockouts, and the accounts locked now', response: { 200: securityEventsSchema, ...errors } },
    handler: async () => opts.security.events(),
  });

  api.post('/admin/security/users/:id/unlock', {
    config: admin,
    schema: { tags, summary: 'Unlock a locked account (audited)', params: systemIdParamsSchema, response: { 200: done, ...errors } },
    handler: async (request) => {
      await opts.security.unlock(request.params.id, currentUser(request), request.ip);
      return { success: true as const };
    },
  });
}
