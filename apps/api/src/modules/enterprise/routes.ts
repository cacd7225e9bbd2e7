import {
  API_TOKEN_LIMITS,
  ENTERPRISE_TEXTS,
  apiTokenIdParamsSchema,
  apiTokenListSchema,
  apiTokenRevokeResponseSchema,
  createdApiTokenSchema,
  enterpriseCompanyListQuerySchema,
  enterpriseCompanyListSchema,
  enterpriseGrantIdParamsSchema,
  enterpriseGrantRequestSchema,
  enterpriseGrantResponseSchema,
  enterpriseMemberParamsSchema,
  enterpriseMemberRemovedSchema,
  enterpriseMembersAddedSchema,
  enterpriseMembersRequestSchema,
  enterpriseRevokeResponseSchema,
  marketPackageSchema,
  newApiTokenSchema,
} from '@ctp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { routeError, withExample } from '../../plugins/api-docs';
import type { ApiTokenService } from './api-tokens';
import type { AdminContext, EnterpriseService } from './service';

export interface EnterpriseRoutesOptions {
  enterprise: EnterpriseService;
  apiTokens: ApiTokenService;
}

const clientOf = (request: FastifyRequest) => ({ ip: request.ip ?? null });
const contextOf = (request: FastifyRequest): AdminContext => ({ actor: currentUser(request), ip: request.ip ?? null });

/** The desk's Enterprise grants (/admin/enterprise) and the caller's package and personal API tokens (/api/v1/users/me). */
export async function enterpriseRoutes(app: FastifyInstance, opts: EnterpriseRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: ['admin'] as const };
  const user = { access: 'user' as const };
  const { enterprise, apiTokens } = opts;

  api.get('/admin/enterprise/companies', {
    config: admin,
    schema: {
      tags: ['admin'],
      operationId: 'listEnterpriseCompanies',
      summary: 'Every company among the users, with its number of users and its Enterprise grant; granted first',
      description: "A granted company lists its members and the traders and sellers who give its name but await the desk's confirmation.",
      querystring: enterpriseCompanyListQuerySchema,
      response: { 200: enterpriseCompanyListSchema },
    },
    handler: async (request) => ({ success: true as const, message: ENTERPRISE_TEXTS.companiesLoaded, ...(await enterprise.listCompanies(request.query)) }),
  });

  api.post('/admin/enterprise/grants', {
    config: { ...admin, idempotent: true },
    schema: {
      tags: ['admin'],
      operationId: 'grantEnterprise',
      summary: 'Grant Enterprise to a company: its current traders and sellers become members (forecasts, weekly brief, API tokens)',
      description:
        'The company is found by its name in any case and spacing, among the names users gave. Users who give its name later ' +
        'have no Enterprise until an administrator adds them (POST /admin/enterprise/grants/{id}/members).',
      body: withExample(enterpriseGrantRequestSchema, { companyName: 'Gulf Bullion Buyers LLC' }),
      response: {
        201: enterpriseGrantResponseSchema,
        404: routeError('No user belongs to a company of this name (code COMPANY_NOT_FOUND).'),
        409: routeError('The company has Enterprise already (code ENTERPRISE_ALREADY_GRANTED).'),
      },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ success: true as const, message: ENTERPRISE_TEXTS.granted, grant: await enterprise.grant(contextOf(request), request.body.companyName) }),
  });

  api.delete('/admin/enterprise/grants/:id', {
    config: admin,
    schema: {
      tags: ['admin'],
      operationId: 'revokeEnterprise',
      summary: "Take Enterprise back from a company; every API token of its users is revoked with it",
      params: enterpriseGrantIdParamsSchema,
      response: { 200: enterpriseRevokeResponseSchema },
    },
    handler: async (request) => {
      const { revokedTokens } = await enterprise.revoke(contextOf(request), request.params.id);
      return { success: true as const, message: ENTERPRISE_TEXTS.revoked, tokensRevoked: revokedTokens };
    },
  });

  api.post('/admin/enterprise/grants/:id/members', {
    config: admin,
    schema: {
      tags: ['admin'],
      operationId: 'addEnterpriseMembers',
      summary: "Confirm users who give the grant's company name as members: they get Enterprise",
      description: 'All or none. Users who are members already are left as they are; a member of another grant whose company they left moves here.',
      params: enterpriseGrantIdParamsSchema,
      body: withExample(enterpriseMembersRequestSchema, { userIds: ['3f1c2a9e-5b7d-4e21-9c8a-6d0f4b2e1a73'] }),
      response: {
        200: enterpriseMembersAddedSchema,
        409: routeError("A user is not a trader or seller whose company name is the grant's company (code ENTERPRISE_NOT_IN_COMPANY; details.userIds names them)."),
      },
    },
    handler: async (request) => {
      const { added } = await enterprise.addMembers(contextOf(request), request.params.id, request.body.userIds);
      return { success: true as const, message: ENTERPRISE_TEXTS.membersAdded, added };
    },
  });

  api.delete('/admin/enterprise/grants/:id/members/:userId', {
    config: admin,
    schema: {
      tags: ['admin'],
      operationId: 'removeEnterpriseMember',
      summary: "Remove a member from a grant: they lose Enterprise and every API token they hold is revoked",
      params: enterpriseMemberParamsSchema,
      response: { 200: enterpriseMemberRemovedSchema },
    },
    handler: async (request) => {
      const { revokedTokens } = await enterprise.removeMember(contextOf(request), request.params.id, request.params.userId);
      return { success: true as const, message: ENTERPRISE_TEXTS.memberRemoved, tokensRevoked: revokedTokens };
    },
  });

  api.get('/api/v1/users/me/package', {
    config: user,
    schema: {
      tags: ['users'],
      operationId: 'getMyPackage',
      summary: "The caller's intelligence package (Basic or Enterprise), the company it was granted to, and whether they may create API tokens",
      response: { 200: marketPackageSchema },
    },
    handler: (request) => enterprise.packageOf(currentUser(request)),
  });

  api.get('/api/v1/users/me/api-tokens', {
    config: user,
    schema: {
      tags: ['users'],
      operationId: 'listMyApiTokens',
      summary: "The caller's personal API tokens that are not revoked, newest first (never their secrets)",
      response: { 200: apiTokenListSchema },
    },
    handler: (request) => apiTokens.list(currentUser(request).id),
  });

  // Not idempotent on purpose: a stored answer to replay would keep the secret at rest for a day.
  api.post('/api/v1/users/me/api-tokens', {
    config: user,
    schema: {
      tags: ['users'],
      operationId: 'createApiToken',
      summary: 'Create a personal API token (Enterprise traders and sellers); the answer holds its secret, shown this once',
      description:
        'Send it as `Authorization: Bearer <secret>` (security scheme `apiToken`). It is read-only and acts as its owner on the ' +
        `GET operations of its scopes, ${API_TOKEN_LIMITS.requestsPerWindow} requests a minute. Without expiresInDays it works until revoked.`,
      body: withExample(newApiTokenSchema, { name: 'Risk system', scopes: ['prices', 'orders'], expiresInDays: 90 }),
      response: {
        201: createdApiTokenSchema,
        403: routeError('The caller has no Enterprise package (code ENTERPRISE_REQUIRED), or is an administrator.'),
        409: routeError(`The caller keeps ${API_TOKEN_LIMITS.perUser} usable tokens already (code API_TOKEN_LIMIT).`),
      },
    },
    handler: async (request, reply) => {
      const created = await apiTokens.create(currentUser(request), request.body, clientOf(request));
      return reply.status(201).send({ success: true as const, message: ENTERPRISE_TEXTS.tokenCreated, ...created });
    },
  });

  api.delete('/api/v1/users/me/api-tokens/:id', {
    config: user,
    schema: {
      tags: ['users'],
      operationId: 'revokeApiToken',
      summary: "Revoke one of the caller's API tokens: it stops working at once",
      params: apiTokenIdParamsSchema,
      response: { 200: apiTokenRevokeResponseSchema },
    },
    handler: async (request) => {
      await apiTokens.revoke(currentUser(request), request.params.id, clientOf(request));
      return { success: true as const, message: ENTERPRISE_TEXTS.tokenRevoked };
    },
  });
}
