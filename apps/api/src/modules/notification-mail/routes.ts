import { unsubscribeQuerySchema, unsubscribeResponseSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeError } from '../../plugins/api-docs';
import type { NotificationMailService } from './service';

/** The unsubscribe link of every notification mail (public: the signed token is the proof of who asks). */
export async function notificationMailRoutes(app: FastifyInstance, opts: { mail: NotificationMailService }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/notifications/unsubscribe', {
    config: { access: 'public' },
    schema: {
      tags: ['notifications'],
      operationId: 'unsubscribeFromMail',
      summary: "Turns one category of notification mail off for the link's user (the link in each notification mail)",
      description:
        'The token is signed by the server and names the user and the category; it does not expire. Price alerts and the weekly brief turn their Settings switch off; other categories are recorded as an opt-out. Calling it again changes nothing.',
      querystring: unsubscribeQuerySchema,
      response: { 200: unsubscribeResponseSchema, 400: routeError('The token is missing, tampered with, or not this server’s (code UNSUBSCRIBE_TOKEN_INVALID).') },
    },
    handler: async (request) => opts.mail.unsubscribe(request.query.token),
  });
}
