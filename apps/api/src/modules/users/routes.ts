import {
  USER_TEXTS,
  changePasswordRequestSchema,
  messageResponseSchema,
  notificationPreferencesSchema,
  preferencesResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/access';
import type { UserAccountService } from './service';

export interface UserRoutesOptions {
  accounts: UserAccountService;
  /** Password changes per client address and minute; they try a password, like a sign-in. */
  passwordRateLimitPerMinute: number;
}

const passwordChangedSchema = messageResponseSchema.extend({
  success: z.literal(true),
  /** How many other sessions of the user were signed out. */
  otherSessionsRevoked: z.number().int(),
});

/** The signed-in user's own account: /api/v1/users/me. */
export async function userRoutes(app: FastifyInstance, opts: UserRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' as const };
  const security = [{ bearer: [] }];

  api.put('/api/v1/users/me', {
    config: user,
    schema: { tags: ['users'], security, body: updateProfileRequestSchema, response: { 200: updateProfileResponseSchema } },
    handler: async (request) => {
      const updated = await opts.accounts.updateProfile(currentUser(request), request.body, request.ip ?? null);
      return { success: true as const, message: USER_TEXTS.profileUpdated, user: updated };
    },
  });

  api.post('/api/v1/users/me/password', {
    // Open to an account that must replace its temporary password first: this is how it does.
    config: { ...user, accountSetup: true, rateLimit: { max: opts.passwordRateLimitPerMinute, timeWindow: '1 minute' } },
    schema: { tags: ['users'], security, body: changePasswordRequestSchema, response: { 200: passwordChangedSchema } },
    handler: async (request) => {
      const revoked = await opts.accounts.changePassword(currentUser(request), request.body, request.ip ?? null);
      return { success: true as const, message: USER_TEXTS.passwordChanged, otherSessionsRevoked: revoked };
    },
  });

  api.get('/api/v1/users/me/preferences', {
    config: user,
    schema: { tags: ['users'], security, response: { 200: preferencesResponseSchema } },
    handler: async (request) => {
      const stored = await opts.accounts.preferences(currentUser(request).id);
      return { success: true as const, message: 'Preferences loaded', ...stored };
    },
  });

  api.put('/api/v1/users/me/preferences', {
    config: user,
    schema: { tags: ['users'], security, body: notificationPreferencesSchema.strict(), response: { 200: preferencesResponseSchema } },
    handler: async (request) => {
      const stored = await opts.accounts.savePreferences(currentUser(request), request.body, request.ip ?? null);
      return { success: true as const, message: USER_TEXTS.preferencesSaved, ...stored };
    },
  });
}
