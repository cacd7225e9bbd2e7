import { activityListQuerySchema, activityListSchema, recentActivityQuerySchema, recentActivitySchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import type { ActivityService } from './service';

export interface ActivityRoutesOptions {
  activity: ActivityService;
}

/** The signed-in user's own activity feed (spec 7.2). */
export async function activityRoutes(app: FastifyInstance, opts: ActivityRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['activity'];

  api.get('/api/v1/activity/recent', {
    config: { access: 'user' },
    schema: { tags, operationId: 'listRecentActivity', summary: 'Newest entries of my activity', querystring: recentActivityQuerySchema, response: { 200: recentActivitySchema } },
    handler: async (request) => ({ activities: await opts.activity.recent(currentUser(request).id, request.query.limit) }),
  });

  api.get('/api/v1/activity', {
    config: { access: 'user' },
    schema: { tags, operationId: 'listActivity', summary: 'My activity, filtered and paged', querystring: activityListQuerySchema, response: { 200: activityListSchema } },
    handler: async (request) => opts.activity.list(currentUser(request).id, request.query),
  });
}
