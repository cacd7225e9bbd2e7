import {
  ADMIN_USER_TEXTS,
  adminUserDetailResponseSchema,
  adminUserExportQuerySchema,
  adminUserIdParamsSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserResponseSchema,
  apiErrorSchema,
  changeRoleRequestSchema,
  createUserRequestSchema,
  suspendUserRequestSchema,
} from '@ctp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv';
import { currentUser } from '../../plugins/access';
import { usersCsv } from './csv';
import type { AdminContext, AdminUserService } from './service';

export interface AdminUserRoutesOptions {
  adminUsers: AdminUserService;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

const contextOf = (request: FastifyRequest): AdminContext => ({ actor: currentUser(request), ip: request.ip ?? null });

/** User Management (spec 2.18, 7.2, 7.3): /admin/users, administrators only. */
export async function adminUserRoutes(app: FastifyInstance, opts: AdminUserRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const admin = { access: ['admin'] as const };
  const { adminUsers } = opts;
  const answer = (message: string) => <T>(user: T) => ({ success: true as const, message, user });

  api.get('/admin/users', {
    config: admin,
    schema: { tags, security, summary: 'Users, searched, filtered, sorted and paged', querystring: adminUserListQuerySchema, response: { 200: adminUserListSchema, ...errors } },
    handler: async (request) => ({ success: true as const, message: ADMIN_USER_TEXTS.usersLoaded, ...(await adminUsers.list(request.query)) }),
  });

  api.get('/admin/users/export', {
    config: admin,
    schema: { tags, security, summary: 'The filtered users as CSV (every page)', querystring: adminUserExportQuerySchema, response: { 200: z.string(), ...errors } },
    handler: async (request, reply) => sendCsv(reply, 'users', usersCsv(await adminUsers.exportList(request.query))),
  });

  api.get('/admin/users/:id', {
    config: admin,
    schema: { tags, security, summary: 'One user with their sessions and account controls', params: adminUserIdParamsSchema, response: { 200: adminUserDetailResponseSchema, ...errors } },
    handler: async (request) => answer(ADMIN_USER_TEXTS.userLoaded)(await adminUsers.detail(request.params.id)),
  });

  api.post('/admin/users', {
    config: admin,
    schema: { tags, security, summary: 'Create a user with a role and a temporary password', body: createUserRequestSchema, response: { 201: adminUserResponseSchema, ...errors } },
    handler: async (request, reply) => {
      const user = await adminUsers.create(contextOf(request), request.body);
      return reply.code(201).send(answer(ADMIN_USER_TEXTS.userCreated(user.role))(user));
    },
  });

  api.put('/admin/users/:id/role', {
    config: admin,
    schema: { tags, security, summary: "Change a user's role", params: adminUserIdParamsSchema, body: changeRoleRequestSchema, response: { 200: adminUserResponseSchema, ...errors } },
    handler: async (request) => answer(ADMIN_USER_TEXTS.roleUpdated)(await adminUsers.changeRole(contextOf(request), request.params.id, request.body.role)),
  });

  api.post('/admin/users/:id/suspend', {
    config: admin,
    schema: { tags, security, summary: 'Suspend an active user (reason required); their sessions end at once', params: adminUserIdParamsSchema, body: suspendUserRequestSchema, response: { 200: adminUserResponseSchema, ...errors } },
    handler: async (request) => answer(ADMIN_USER_TEXTS.suspended)(await adminUsers.suspend(contextOf(request), request.params.id, request.body.reason)),
  });

  api.post('/admin/users/:id/reactivate', {
    config: admin,
    schema: { tags, security, summary: 'Reactivate a suspended user, clearing the reason', params: adminUserIdParamsSchema, response: { 200: adminUserResponseSchema, ...errors } },
    handler: async (request) => answer(ADMIN_USER_TEXTS.reactivated)(await adminUsers.reactivate(contextOf(request), request.params.id)),
  });
}
