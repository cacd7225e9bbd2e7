import {
  dealIdParamsSchema,
  dealListQuerySchema,
  dealListSchema,
  dealMessageListQuerySchema,
  dealMessageListSchema,
  dealMessageSchema,
  dealOfferParamsSchema,
  dealSchema,
  makeOfferRequestSchema,
  makeOfferResponseSchema,
  postDealMessageRequestSchema,
  rejectOfferRequestSchema,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { routeError, withExample } from '../../plugins/api-docs';
import type { DealsService } from './service';

export interface DealRoutesOptions {
  deals: DealsService;
}

const notFound = routeError('No such deal (or offer), or not one the caller takes part in.');
/** What an accept or reject may answer besides success. */
const decisionErrors = {
  403: routeError('The caller made this offer, or is not the buyer or the seller (code DEAL_ACTION_FORBIDDEN).'),
  404: notFound,
  409: routeError(
    'The deal is no longer negotiating (DEAL_NOT_NEGOTIATING), the offer was decided already (DEAL_OFFER_NOT_OPEN), has expired ' +
      "(DEAL_OFFER_EXPIRED) or was accepted by the caller's side already (DEAL_OFFER_ALREADY_ACCEPTED), or another move came first (DEAL_CHANGED).",
  ),
};

/** A counter-offer on a gold deal. */
const offerExample = {
  unitPrice: 2068.5,
  quantity: 80,
  deliveryDate: '2027-03-31',
  location: 'Zurich',
  incoterm: 'CIF' as const,
  paymentTerms: 'SBLC' as const,
  specifications: 'LBMA good delivery bars, 999.9 fine',
  validUntil: '2027-03-01T12:00:00Z',
  note: 'We can close today at this price.',
};

/**
 * The deal room (issue 13, docs/decisions/019): a confirmed match's deal between the buyer, the seller and the desk.
 * Only they see it; anyone else gets 404. Offers are made, accepted and rejected by the buyer and the seller.
 */
export async function dealRoutes(app: FastifyInstance, opts: DealRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['deals'];
  const user = { access: 'user' as const };
  const parties = ['trader', 'seller'] as const;
  const { deals } = opts;

  api.get('/api/v1/deals', {
    config: { ...user, tokenScope: 'deals' },
    schema: {
      tags,
      operationId: 'listMyDeals',
      summary: 'My deals, most recently active first (every deal for an administrator)',
      querystring: dealListQuerySchema,
      response: { 200: dealListSchema },
    },
    handler: async (request) => deals.list(currentUser(request), request.query),
  });

  api.get('/api/v1/deals/:id', {
    config: { ...user, tokenScope: 'deals' },
    schema: {
      tags,
      operationId: 'getDeal',
      summary: 'One deal: both orders, the parties, its offers, the newest messages and the contract',
      params: dealIdParamsSchema,
      response: { 200: dealSchema, 404: notFound },
    },
    handler: async (request) => deals.get(currentUser(request), request.params.id),
  });

  api.post('/api/v1/deals/:id/offers', {
    config: { access: parties, idempotent: true },
    schema: {
      tags,
      operationId: 'makeOffer',
      summary: 'Make a counter-offer; the open offer is superseded',
      description:
        'Checked like an order: the location and incoterm the commodity allows, a delivery date not in the past, a quantity within ' +
        "both orders' and a total (quantity × unit price) within the trade value limits (400 TRADE_VALUE_OUT_OF_RANGE). validUntil " +
        'defaults to 72 hours and may not pass 30 days or the end of the delivery date.',
      params: dealIdParamsSchema,
      body: withExample(makeOfferRequestSchema, offerExample),
      response: {
        201: makeOfferResponseSchema,
        403: routeError('KYC is not approved while trading requires it (code KYC_REQUIRED).'),
        404: notFound,
        409: routeError('The deal is no longer negotiating (code DEAL_NOT_NEGOTIATING), or another move came first (DEAL_CHANGED).'),
      },
    },
    handler: async (request, reply) => reply.status(201).send(await deals.makeOffer(currentUser(request), request.params.id, request.body, request.ip)),
  });

  api.post('/api/v1/deals/:id/offers/:offerId/accept', {
    config: { access: parties },
    schema: {
      tags,
      operationId: 'acceptOffer',
      summary: "Accept the other side's (or the desk's) open offer; it agrees the deal",
      description:
        "An offer the other side made agrees the deal at once; the desk's first offer once both sides have accepted it. Agreement " +
        'writes the offer\'s quantity, price, delivery date and place onto the draft contract.',
      params: dealOfferParamsSchema,
      response: { 200: dealSchema, ...decisionErrors },
    },
    handler: async (request) => deals.accept(currentUser(request), request.params.id, request.params.offerId, request.ip),
  });

  api.post('/api/v1/deals/:id/offers/:offerId/reject', {
    config: { access: parties },
    schema: {
      tags,
      operationId: 'rejectOffer',
      summary: "Reject the other side's (or the desk's) open offer, with an optional reason",
      params: dealOfferParamsSchema,
      body: withExample(rejectOfferRequestSchema, { reason: 'Price too high for this delivery window' }),
      response: { 200: dealSchema, ...decisionErrors },
    },
    handler: async (request) => deals.reject(currentUser(request), request.params.id, request.params.offerId, request.body.reason, request.ip),
  });

  api.get('/api/v1/deals/:id/messages', {
    config: user,
    schema: {
      tags,
      operationId: 'listDealMessages',
      summary: "The deal's messages, oldest first; reading the newest page marks them read",
      params: dealIdParamsSchema,
      querystring: dealMessageListQuerySchema,
      response: { 200: dealMessageListSchema, 404: notFound },
    },
    handler: async (request) => deals.messages(currentUser(request), request.params.id, request.query),
  });

  api.post('/api/v1/deals/:id/messages', {
    config: { ...user, idempotent: true },
    schema: {
      tags,
      operationId: 'postDealMessage',
      summary: "Write in the deal's thread (the buyer, the seller and the desk read it)",
      params: dealIdParamsSchema,
      body: withExample(postDealMessageRequestSchema, { text: 'Can you confirm the assay certificate comes with the shipment?' }),
      response: {
        201: dealMessageSchema,
        404: notFound,
        409: routeError('The deal was cancelled or has expired (code DEAL_CLOSED).'),
      },
    },
    handler: async (request, reply) => reply.status(201).send(await deals.postMessage(currentUser(request), request.params.id, request.body.text, request.ip)),
  });
}
