import {
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
import { routeError, withExample } from '../../plugins/api-docs';
import type { ContractService } from './service';

export interface ContractRoutesOptions {
  contracts: ContractService;
}

/** What a move of the state machine may answer besides success. */
const moveErrors = {
  403: routeError('The caller is not the party that may make this move (code CONTRACT_ACTION_FORBIDDEN).'),
  409: routeError("The move is not open from the contract's status, or the contract changed meanwhile (code CONTRACT_TRANSITION_INVALID)."),
};

/** A spot gold contract drawn up by the buyer. */
const createContractExample = {
  sellerId: '2d7f3c1a-5b9e-4f0a-8c6d-1e2f3a4b5c6d',
  commodityId: 'fb275044-634d-4a13-a9b5-7e3389188fc7',
  contractType: 'spot' as const,
  quantity: 12.5,
  unitPrice: 2043.57,
  currency: 'USD' as const,
  deliveryDate: '2027-03-31',
  deliveryLocation: 'Zurich',
};

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
    schema: {
      tags,
      operationId: 'listContracts',
      summary: 'My contracts (every contract for an administrator)',
      querystring: contractListQuerySchema,
      response: { 200: contractListSchema },
    },
    handler: async (request) => contracts.list(currentUser(request), request.query),
  });

  api.get('/api/v1/contracts/:id', {
    config: user,
    schema: { tags, operationId: 'getContract', summary: 'One contract', params: contractIdParamsSchema, response: { 200: contractSchema } },
    handler: async (request) => contracts.get(currentUser(request), request.params.id),
  });

  api.post('/api/v1/contracts', {
    config: { access: ['trader', 'admin'], idempotent: true },
    schema: {
      tags,
      operationId: 'createContract',
      summary: 'Draw up a draft contract',
      description:
        'A trader is the buyer of the contracts they draw up; an administrator names both parties. An unknown or inactive ' +
        'commodity, buyer or seller answers 400 naming the field.',
      body: withExample(createContractRequestSchema, createContractExample),
      response: {
        201: contractSchema,
        403: routeError('A trader may draw up a contract only as its buyer.'),
      },
    },
    handler: async (request, reply) => reply.status(201).send(await contracts.create(currentUser(request), request.body)),
  });

  api.put('/api/v1/contracts/:id', {
    config: user,
    schema: {
      tags,
      operationId: 'updateContract',
      summary: 'Edit a draft',
      params: contractIdParamsSchema,
      body: updateContractRequestSchema,
      response: { 200: contractSchema, ...moveErrors },
    },
    handler: async (request) => contracts.update(currentUser(request), request.params.id, request.body),
  });

  api.post('/api/v1/contracts/sign', {
    config: user,
    schema: {
      tags,
      operationId: 'signContract',
      summary: 'Sign a pending contract as its buyer or seller',
      body: signContractRequestSchema,
      response: { 200: contractSchema, ...moveErrors, 404: routeError('No such contract, or none the caller is party to.') },
    },
    handler: async (request) => contracts.sign(currentUser(request), request.body.contractId),
  });

  api.post('/api/v1/contracts/:id/send', {
    config: user,
    schema: { tags, operationId: 'sendContract', summary: 'Send a draft for signature', params: contractIdParamsSchema, response: { 200: contractSchema, ...moveErrors } },
    handler: async (request) => contracts.send(currentUser(request), request.params.id),
  });

  api.post('/api/v1/contracts/:id/execute', {
    config: user,
    schema: {
      tags,
      operationId: 'executeContract',
      summary: 'Mark an active contract as executed',
      params: contractIdParamsSchema,
      response: { 200: contractSchema, ...moveErrors },
    },
    handler: async (request) => contracts.execute(currentUser(request), request.params.id),
  });

  api.post('/api/v1/contracts/:id/cancel', {
    config: user,
    schema: {
      tags,
      operationId: 'cancelContract',
      summary: 'Cancel a contract, giving a reason',
      params: contractIdParamsSchema,
      body: cancelContractRequestSchema,
      response: { 200: contractSchema, ...moveErrors },
    },
    handler: async (request) => contracts.cancel(currentUser(request), request.params.id, request.body.reason),
  });
}
