import { CONTENT_TEXTS, INVESTMENT_TEXTS } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentRoutes } from './routes';
import { createContentDesk } from './service';

/**
 * The desk's Content tab (issue 18): the market alerts of market intelligence and the opportunities and projects of
 * investments, written and published by administrators through the collections those modules decorate, audited here.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { audit } = app;
    await app.register(contentRoutes, {
      alerts: createContentDesk({ noun: 'alert', collection: app.marketAlerts.content, notFound: CONTENT_TEXTS.alertNotFound, titleOf: (a) => a.title, audit }),
      opportunities: createContentDesk({
        noun: 'opportunity',
        collection: app.investments.content.opportunities,
        notFound: INVESTMENT_TEXTS.opportunityNotFound,
        titleOf: (o) => o.title,
        audit,
      }),
      projects: createContentDesk({
        noun: 'project',
        collection: app.investments.content.projects,
        notFound: INVESTMENT_TEXTS.projectNotFound,
        titleOf: (p) => p.name,
        audit,
      }),
    });
  },
  { name: 'content', dependencies: ['audit', 'market-intelligence', 'investments'] },
);
