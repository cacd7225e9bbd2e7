import {
  ADMIN_USER_TEXTS,
  adminUserDetailResponseSchema,
  adminUserExportQuerySchema,
  adminUserIdParamsSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserResponseSchema,
  changeRoleRequestSchema,
  createUserRequestSchema,
  suspendUserRequestSchema,
} from '@ctp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv';
import { currentUser } from '../../plugins/access';
import { csvFile, routeError, withExample } from '../../plugins/api-docs';
import { usersCsv } from './csv';
import type { AdminContext, AdminUserService } from './service';

export interface AdminUserRoutesOptions {
  adminUsers: AdminUserService;
}

const ownAccount = routeError('An administrator may not demote or suspend their own account (code OWN_ACCOUNT).');
const lastAdmin = routeError('The change would leave no active administrator (code LAST_ACTIVE_ADMIN).');

const contextOf = (request: FastifyRequest): AdminContext => ({ actor: currentUser(request), ip: request.ip ?? null });

/** User Management (spec 2.18, 7.2, 7.3): /admin/users, administrators only. */
export async function adminUserRoutes(app: FastifyInstance, opts: AdminUserRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const admin = { access: ['admin'] as const };
  const { adminUsers } = opts;
  const answer = (message: string) => <T>(user: T) => ({ success: true as const, message, user });

  api.get('/admin/users', {
    config: admin,
    schema: {
      tags,
      operationId: 'listUsers',
      summary: 'Users, searched, filtered, sorted and paged',
      querystring: adminUserListQuerySchema,
      response: { 200: adminUserListSchema },
    },
    handler: async (request) => ({ success: true as const, message: ADMIN_USER_TEXTS.usersLoaded, ...(await adminUsers.list(request.query)) }),
  });

  api.get('/admin/users/export', {
    config: admin,
    schema: {
      tags,
      operationId: 'exportUsers',
      summary: 'The filtered users as CSV (every page)',
      querystring: adminUserExportQuerySchema,
      response: { 200: csvFile('The users, one line each') },
    },
    handler: async (request, reply) => sendCsv(reply, 'users', usersCsv(await adminUsers.exportList(request.query))),
  });

  api.get('/admin/users/:id', {
    config: admin,
    schema: {
      tags,
      operationId: 'getUser',
      summary: 'One user with their sessions and account controls',
      params: adminUserIdParamsSchema,
      response: { 200: adminUserDetailResponseSchema },
    },
    handler: async (request) => answer(ADMIN_USER_TEXTS.userLoaded)(await adminUsers.detail(request.params.id)),
  });

  api.post('/admin/users', {
    config: { ...admin, idempotent: true },
    schema: {
      tags,
      operationId: 'createUser',
      summary: 'Create a user with a role and a temporary password',
      description: 'The temporary password is valid 72 hours and must be replaced at first sign-in; an invitation mail is sent.',
      body: withExample(createUserRequestSchema, {
        email: 'new.trader@example.com',
        firstName: 'Lena',
        lastName: 'Brandt',
        role: 'trader',
        tempPassword: 'Temp-Pass.2026!x',
      }),
      response: { 201: adminUserResponseSchema, 409: routeError('An account with this email already exists (code EMAIL_TAKEN).') },
    },
    handler: async (request, reply) => {
      const user = await adminUsers.create(contextOf(request), request.body);
      return reply.code(201).send(answer(ADMIN_USER_TEXTS.userCreated(user.role))(user));
    },
  });

  api.put('/admin/users/:id/role', {
    config: admin,
    schema: {
      tags,
      operationId: 'changeUserRole',
      summary: "Change a user's role",
      params: adminUserIdParamsSchema,
      body: changeRoleRequestSchema,
      response: { 200: adminUserResponseSchema, 403: ownAccount, 409: lastAdmin },
    },
    handler: async (request) => answer(ADMIN_USER_TEXTS.roleUpdated)(await adminUsers.changeRole(contextOf(request), request.params.id, request.body.role)),
  });

  api.post('/admin/users/:id/suspend', {
    config: admin,
    schema: {
      tags,
      operationId: 'suspendUser',
      summary: 'Suspend an active user (reason required); their sessions end at once',
      params: adminUserIdParamsSchema,
      body: suspendUserRequestSchema,
      response: { 200: adminUserResponseSchema, 403: ownAccount, 409: routeError('The user is not active, or is the last active administrator.') },
    },
    handler: async (request) => answer(ADMIN_USER_TEXTS.suspended)(await adminUsers.suspend(contextOf(request), request.params.id, request.body.reason)),
  });

  api.post('/admin/users/:id/reactivate', {
    config: admin,
    schema: {
      tags,
      operationId: 'reactivateUser',
      summary: 'Reactivate a suspended user, clearing the reason',
      params: adminUserIdParamsSchema,
      response: { 200: adminUserResponseSchema, 409: routeError('The user is not suspended (code USER_NOT_SUSPENDED).') },
    },
    handler: async (request) => answer(ADMIN_USER_TEXTS.reactivated)(await adminUsers.reactivate(contextOf(request), request.params.id)),
  });
}
