import {
  CONTENT_TEXTS,
  adminMarketAlertListSchema,
  adminMarketAlertSchema,
  adminOpportunityListSchema,
  adminOpportunitySchema,
  adminProjectListSchema,
  adminProjectSchema,
  contentDeletedSchema,
  contentIdParamsSchema,
  contentListQuerySchema,
  marketAlertContentSchema,
  newCapitalProjectSchema,
  newInvestmentOpportunitySchema,
  type AdminMarketAlert,
  type AdminOpportunity,
  type AdminProject,
  type ContentKind,
  type ValidContentListQuery,
} from '@ctp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { currentUser } from '../../plugins/access';
import { routeError, withExample } from '../../plugins/api-docs';
import type { ContentActor, ContentDesk } from './service';

export interface ContentRoutesOptions {
  alerts: ContentDesk<AdminMarketAlert>;
  opportunities: ContentDesk<AdminOpportunity>;
  projects: ContentDesk<AdminProject>;
}

interface KindRoutes<Item extends AdminMarketAlert | AdminOpportunity | AdminProject, Input> {
  kind: ContentKind;
  /** The words of its operationIds: listContentAlerts, getContentAlert, ... */
  name: { one: string; many: string };
  /** The words of its summaries. */
  noun: { one: string; many: string };
  item: z.ZodType<Item>;
  list: z.ZodType<{ items: Item[]; total: number; page: number; totalPages: number }>;
  /** The body of POST and PUT, whose input type the documented example follows. */
  input: z.ZodType<unknown, Input>;
  example: Input;
  desk: ContentDesk<Item>;
}

const actorOf = (request: FastifyRequest): ContentActor => ({ actor: currentUser(request), ip: request.ip ?? null });

/**
 * The desk's Content tab (issue 18): market alerts, streaming and royalty opportunities and projects seeking capital,
 * each under /admin/content/<kind> with the same seven operations. Administrators only; every change is audited.
 */
export async function contentRoutes(app: FastifyInstance, opts: ContentRoutesOptions) {
  const tags = ['admin'];
  const admin = { access: ['admin'] as const };

  // One generic function for the three kinds: the route generics type the request, the schemas check it at run time.
  function kindRoutes<Item extends AdminMarketAlert | AdminOpportunity | AdminProject, Input>(routes: KindRoutes<Item, Input>) {
    const { kind, name, noun, item, list, input, example, desk } = routes;
    const base = `/admin/content/${kind}`;
    type ById = { Params: { id: string } };

    app.get<{ Querystring: ValidContentListQuery }>(base, {
      config: admin,
      schema: {
        tags,
        operationId: `listContent${name.many}`,
        summary: `${noun.many} of every status (drafts and published), the last changed first; filtered by status`,
        querystring: contentListQuerySchema,
        response: { 200: list },
      },
      handler: (request) => desk.list(request.query),
    });

    app.get<ById>(`${base}/:id`, {
      config: admin,
      schema: { tags, operationId: `getContent${name.one}`, summary: `One ${noun.one} with its status, whatever it is`, params: contentIdParamsSchema, response: { 200: item } },
      handler: (request) => desk.get(request.params.id),
    });

    app.post(base, {
      config: { ...admin, idempotent: true },
      schema: {
        tags,
        operationId: `createContent${name.one}`,
        summary: `Write a ${noun.one} as a draft, which the portals do not show until it is published (audited)`,
        body: withExample(input, example),
        response: { 201: item },
      },
      handler: async (request, reply) => reply.status(201).send(await desk.create(request.body, actorOf(request))),
    });

    app.put<ById>(`${base}/:id`, {
      config: admin,
      schema: {
        tags,
        operationId: `updateContent${name.one}`,
        summary: `Replace a ${noun.one}'s fields; a published one stays published (audited)`,
        params: contentIdParamsSchema,
        body: input,
        response: { 200: item },
      },
      handler: (request) => desk.update(request.params.id, request.body, actorOf(request)),
    });

    app.post<ById>(`${base}/:id/publish`, {
      config: { ...admin, idempotent: true },
      schema: {
        tags,
        operationId: `publishContent${name.one}`,
        summary: `Publish a draft ${noun.one}: the portals show it from now, dated now (audited)`,
        params: contentIdParamsSchema,
        response: { 200: item, 409: routeError(`The ${noun.one} is already published (code CONTENT_ALREADY_PUBLISHED).`) },
      },
      handler: (request) => desk.publish(request.params.id, actorOf(request)),
    });

    app.post<ById>(`${base}/:id/unpublish`, {
      config: { ...admin, idempotent: true },
      schema: {
        tags,
        operationId: `unpublishContent${name.one}`,
        summary: `Withdraw a published ${noun.one}: a draft again, gone from the portals (audited)`,
        params: contentIdParamsSchema,
        response: { 200: item, 409: routeError(`The ${noun.one} is not published (code CONTENT_NOT_PUBLISHED).`) },
      },
      handler: (request) => desk.unpublish(request.params.id, actorOf(request)),
    });

    app.delete<ById>(`${base}/:id`, {
      config: admin,
      schema: {
        tags,
        operationId: `deleteContent${name.one}`,
        summary: `Delete a ${noun.one}, draft or published (audited)`,
        params: contentIdParamsSchema,
        response: { 200: contentDeletedSchema },
      },
      handler: async (request) => {
        await desk.remove(request.params.id, actorOf(request));
        return { success: true as const, message: CONTENT_TEXTS.deleted };
      },
    });
  }

  kindRoutes({
    kind: 'alerts',
    name: { one: 'Alert', many: 'Alerts' },
    noun: { one: 'market alert', many: 'Market alerts' },
    item: adminMarketAlertSchema,
    list: adminMarketAlertListSchema,
    input: marketAlertContentSchema,
    example: {
      title: 'Strait of Hormuz transit delays',
      summary: 'Tanker transits slowed after new inspections; expect wider crude and fuel-oil spreads this week.',
      region: 'Middle East',
      impact: 'High',
      commodities: ['Crude Oil', 'Fuel Oil'],
    },
    desk: opts.alerts,
  });

  kindRoutes({
    kind: 'opportunities',
    name: { one: 'Opportunity', many: 'Opportunities' },
    noun: { one: 'streaming or royalty opportunity', many: 'Streaming and royalty opportunities' },
    item: adminOpportunitySchema,
    list: adminOpportunityListSchema,
    input: newInvestmentOpportunitySchema,
    example: {
      title: 'Ashanti Ridge Gold Stream',
      structure: 'Streaming',
      commodity: 'Gold',
      region: 'Ashanti Belt, Ghana',
      operator: 'Ashanti Ridge Mining Ltd',
      minInvestment: 2_500_000,
      facilitySize: 85_000_000,
      expectedReturn: { min: 11, max: 14 },
      termMonths: 120,
      status: 'Production',
      riskLevel: 'Medium',
      summary: 'A stream on 6% of payable gold from an open-pit mine in its fourth year of production.',
      details: 'Stream holders receive 6% of payable gold until 90,000 ounces have been delivered, and 4% thereafter.',
      keyTerms: ['6% of payable gold until 90,000 oz delivered, 4% thereafter', 'Monthly delivery to an LBMA-accredited refinery'],
    },
    desk: opts.opportunities,
  });

  kindRoutes({
    kind: 'projects',
    name: { one: 'Project', many: 'Projects' },
    noun: { one: 'project seeking capital', many: 'Projects seeking capital' },
    item: adminProjectSchema,
    list: adminProjectListSchema,
    input: newCapitalProjectSchema,
    example: {
      name: 'Duqm Chromite Project',
      commodity: 'Chromite',
      region: 'Al Wusta, Oman',
      developer: 'Wusta Minerals LLC',
      stage: 'Development',
      seekingAmount: 24_000_000,
      metrics: {
        reserves: '4.2 Mt ore (Proven and Probable)',
        grade: '38% Cr2O3',
        mineLifeYears: 14,
        irrPercent: 31,
        npv: 96_000_000,
        initialCapex: 58_000_000,
        annualProduction: '300,000 t concentrate a year',
      },
      summary: 'A chromite mine and concentrator near the Port of Duqm, with offtake to regional ferrochrome smelters.',
      details: 'The $24 million sought completes a $58 million budget already backed by shareholder equity.',
      useOfFunds: ['Gravity concentrator: $14M', 'Haul road and port storage: $6M', 'Working capital: $4M'],
    },
    desk: opts.projects,
  });
}
