import { USER_TEXTS, changePasswordRequestSchema, messageResponseSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import type { PasswordChange } from './password-change';

const passwordChangedSchema = messageResponseSchema.extend({
  success: z.literal(true),
  /** How many other sessions of the user were signed out. */
  otherSessionsRevoked: z.number().int(),
});

/** POST /api/v1/users/me/password: the signed-in user's password change. */
export async function passwordRoutes(app: FastifyInstance, opts: { changePassword: PasswordChange; rateLimitPerMinute: number }) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/v1/users/me/password', {
    // Open to an account that must replace its temporary password first: this is how it does. Rate-limited per
    // client address: it tries a password, like a sign-in.
    config: { access: 'user', accountSetup: true, rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['users'],
      operationId: 'changePassword',
      summary: "Change the caller's password (the other sessions are signed out)",
      body: changePasswordRequestSchema,
      response: { 200: passwordChangedSchema },
    },
    handler: async (request) => {
      const revoked = await opts.changePassword(currentUser(request), request.body, request.ip ?? null);
      return { success: true as const, message: USER_TEXTS.passwordChanged, otherSessionsRevoked: revoked };
    },
  });
}
