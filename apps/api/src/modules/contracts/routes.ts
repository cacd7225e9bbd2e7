import {
  apiErrorSchema,
  cancelContractRequestSchema,
  contractIdParamsSchema,
  contractListQuerySchema,
  contractListSchema,
  contractSchema,
  createContractRequestSchema,
  signContractRequestSchema,
  updateContractRequestSchema,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import type { ContractService } from './service';

export interface ContractRoutesOptions {
  contracts: ContractService;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The contract calls of spec 7.2, plus POST /api/v1/contracts/{id}/send. Only the buyer, the seller or an
 * administrator sees a contract; anyone else gets 404. Moves follow state-machine.ts: a move not open
 * from the contract's status answers 409 CONTRACT_TRANSITION_INVALID, a move the caller may not make 403.
 */
export async function contractRoutes(app: FastifyInstance, opts: ContractRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contracts'];
  const user = { access: 'user' as const };
  const { contracts } = opts;

  api.get('/api/v1/contracts', {
    config: user,
    schema: { tags, summary: 'My contracts (every contract for an administrator)', querystring: contractListQuerySchema, response: { 200: contractListSchema, ...errors } },
    handler: async (request) => contracts.list(currentUser(request), request.query),
  });

  api.get('/api/v1/contracts/:id', {
    config: user,
    schema: { tags, summary: 'One contract', params: contractIdParamsSchema, response: { 200: contractSchema, ...errors } },
    handler: async (request) => contracts.get(currentUser(request), request.params.id),
  });

  api.post('/api/v1/contracts', {
    config: { access: ['trader', 'admin'] },
    schema: { tags, summary: 'Draw up a draft contract', body: createContractRequestSchema, response: { 201: contractSchema, ...errors } },
    handler: async (request, reply) => reply.status(201).send(await contracts.create(currentUser(request), request.body)),
  });

  api.put('/api/v1/contracts/:id', {
    config: user,
    schema: { tags, summary: 'Edit a draft', params: contractIdParamsSchema, body: updateContractRequestSchema, response: { 200: contractSchema, ...errors } },
    handler: async (request) => contracts.update(currentUser(request), request.params.id, request.body),
  });

  api.post('/api/v1/contracts/sign', {
    config: user,
    schema: { tags, summary: 'Sign a pending contract as its buyer or seller', body: signContractRequestSchema, response: { 200: contractSchema, ...errors } },
    handler: async (request) => contracts.sign(currentUser(request), request.body.contractId),
  });

  api.post('/api/v1/contracts/:id/send', {
    config: user,
    schema: { tags, summary: 'Send a draft for signature', params: contractIdParamsSchema, response: { 200: contractSchema, ...errors } },
    handler: async (request) => contracts.send(currentUser(request), request.params.id),
  });

  api.post('/api/v1/contracts/:id/execute', {
    config: user,
    schema: { tags, summary: 'Mark an active contract as executed', params: contractIdParamsSchema, response: { 200: contractSchema, ...errors } },
    handler: async (request) => contracts.execute(currentUser(request), request.params.id),
  });

  api.post('/api/v1/contracts/:id/cancel', {
    config: user,
    schema: { tags, summary: 'Cancel a contract, giving a reason', params: contractIdParamsSchema, body: cancelContractRequestSchema, response: { 200: contractSchema, ...errors } },
    handler: async (request) => contracts.cancel(currentUser(request), request.params.id, request.body.reason),
  });
}
