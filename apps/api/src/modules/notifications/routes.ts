import { markNotificationsReadRequestSchema, notificationListQuerySchema, notificationListSchema, notificationUnreadSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { withExample } from '../../plugins/api-docs';
import type { NotificationService } from './service';

export interface NotificationRoutesOptions {
  notifications: NotificationService;
}

/** The caller's notification centre (issue 14): every signed-in user sees and marks only their own. */
export async function notificationRoutes(app: FastifyInstance, opts: NotificationRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const { notifications } = opts;

  api.get('/api/v1/notifications', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'listNotifications',
      summary: "The caller's notifications, newest first, paged, with the unread count",
      querystring: notificationListQuerySchema,
      response: { 200: notificationListSchema },
    },
    handler: async (request) => notifications.list(currentUser(request), request.query),
  });

  api.post('/api/v1/notifications/read', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'markNotificationsRead',
      summary: "Mark some of the caller's notifications read, or all of them; ids of others' are ignored",
      body: withExample(markNotificationsReadRequestSchema, { ids: ['0f8fad5b-d9cb-469f-a165-70867728950e'] }),
      response: { 200: notificationUnreadSchema },
    },
    handler: async (request) => notifications.markRead(currentUser(request), request.body),
  });
}
