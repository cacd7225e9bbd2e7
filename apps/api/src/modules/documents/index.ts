import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminDocumentRoutes } from './admin-routes';
import { createKycReview } from './kyc';
import { createDocumentRepository } from './repository';
import { createDocumentReviewService } from './review-service';
import { documentRoutes } from './routes';
import { createDocumentService } from './service';

/**
 * Users' documents and KYC (spec 2.16), the desk's Document Center where they are verified or rejected, and the
 * documents shared with a deal (issue 13, docs/decisions/021).
 */
export default fp(
  async (app: FastifyInstance) => {
    const { log, clock, audit, activity } = app;
    const repo = createDocumentRepository(app.database.db);
    const kyc = createKycReview({ repo, audit, events: app.events, now: clock.now });
    const documents = createDocumentService({
      repo,
      storage: app.storage,
      activity,
      kyc,
      deals: app.dealMembership,
      audit,
      events: app.events,
      log,
      now: clock.now,
    });
    await app.register(documentRoutes, { documents });
    await app.register(adminDocumentRoutes, {
      documents,
      review: createDocumentReviewService({ repo, activity, audit, kyc, events: app.events, log, now: clock.now }),
    });
  },
  { name: 'documents', dependencies: ['database', 'events', 'storage', 'audit', 'activity', 'deals'] },
);
