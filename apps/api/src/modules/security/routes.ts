import { adminSessionListQuerySchema, adminSessionListSchema, securityEventsSchema, systemIdParamsSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { routeError } from '../../plugins/api-docs';
import type { SecurityService } from './service';

const done = z.object({ success: z.literal(true) });

/** Security tab (issue 7): live sessions with revoke, failed sign-ins and lockouts with unlock. */
export async function securityRoutes(app: FastifyInstance, opts: { security: SecurityService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const admin = { access: ['admin'] as const };

  api.get('/admin/security/sessions', {
    config: admin,
    schema: {
      tags,
      operationId: 'listSessions',
      summary: 'Live sessions of every user, most recently active first',
      querystring: adminSessionListQuerySchema,
      response: { 200: adminSessionListSchema },
    },
    handler: async (request) => opts.security.listSessions(request.query),
  });

  api.post('/admin/security/sessions/:id/revoke', {
    config: admin,
    schema: { tags, operationId: 'revokeSession', summary: 'End a session now (audited)', params: systemIdParamsSchema, response: { 200: done } },
    handler: async (request) => {
      await opts.security.revokeSession(request.params.id, currentUser(request), request.ip);
      return { success: true as const };
    },
  });

  api.get('/admin/security/events', {
    config: admin,
    schema: { tags, operationId: 'listSecurityEvents', summary: 'Recent failed sign-ins and lockouts, and the accounts locked now', response: { 200: securityEventsSchema } },
    handler: async () => opts.security.events(),
  });

  api.post('/admin/security/users/:id/unlock', {
    config: admin,
    schema: {
      tags,
      operationId: 'unlockUser',
      summary: 'Unlock a locked account (audited)',
      params: systemIdParamsSchema,
      response: { 200: done, 409: routeError('The account is not locked (code USER_NOT_LOCKED).') },
    },
    handler: async (request) => {
      await opts.security.unlock(request.params.id, currentUser(request), request.ip);
      return { success: true as const };
    },
  });
}
