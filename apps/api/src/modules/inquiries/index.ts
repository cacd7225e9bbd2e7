import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminInquiryRoutes } from './admin-routes';
import { createAdminInquiryService } from './admin-service';
import { portalInquiryRoutes } from './portal-routes';
import { createPortalInquiryService } from './portal-service';
import { createInquiryRepository } from './repository';
import { inquiryRoutes } from './routes';
import { createInquiryService } from './service';

/** Inquiries: the public contact form, the requests users send from the portals, and the desk's inbox. */
export default fp(
  async (app: FastifyInstance) => {
    const { log, clock } = app;
    const repo = createInquiryRepository(app.database.db);
    await app.register(inquiryRoutes, {
      inquiries: createInquiryService({ repo, events: app.events, log, now: clock.now }),
      rateLimitPerHour: app.config.inquiryRateLimitPerHour,
    });
    await app.register(portalInquiryRoutes, {
      portalInquiries: createPortalInquiryService({ repo, events: app.events, users: app.users, findTarget: app.investments.inquiryTarget, log, now: clock.now }),
    });
    await app.register(adminInquiryRoutes, { inquiries: createAdminInquiryService({ repo, audit: app.audit, log, now: clock.now }) });
  },
  { name: 'inquiries', dependencies: ['database', 'events', 'audit', 'users', 'investments'] },
);
