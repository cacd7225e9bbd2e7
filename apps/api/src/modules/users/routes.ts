import {
  USER_TEXTS,
  notificationPreferencesSchema,
  preferencesResponseSchema,
  updateLanguageRequestSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import type { UserAccountService } from './service';

export interface UserRoutesOptions {
  accounts: UserAccountService;
}

/** The signed-in user's own account: /api/v1/users/me (the password is the auth module's: auth/password-routes.ts). */
export async function userRoutes(app: FastifyInstance, opts: UserRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' as const };

  api.put('/api/v1/users/me', {
    config: user,
    schema: {
      tags: ['users'],
      operationId: 'updateProfile',
      summary: "Change the caller's name, phone and company",
      body: updateProfileRequestSchema,
      response: { 200: updateProfileResponseSchema },
    },
    handler: async (request) => {
      const updated = await opts.accounts.updateProfile(currentUser(request), request.body, request.ip ?? null);
      return { success: true as const, message: USER_TEXTS.profileUpdated, user: updated };
    },
  });

  api.put('/api/v1/users/me/language', {
    config: user,
    schema: {
      tags: ['users'],
      operationId: 'updateLanguage',
      summary: "Change the language of the caller's portal and mails",
      body: updateLanguageRequestSchema,
      response: { 200: updateProfileResponseSchema },
    },
    handler: async (request) => {
      const updated = await opts.accounts.updateLanguage(currentUser(request), request.body.language, request.ip ?? null);
      return { success: true as const, message: USER_TEXTS.languageSaved, user: updated };
    },
  });

  api.get('/api/v1/users/me/preferences', {
    config: user,
    schema: { tags: ['users'], operationId: 'getPreferences', summary: "The caller's notification preferences", response: { 200: preferencesResponseSchema } },
    handler: async (request) => {
      const stored = await opts.accounts.preferences(currentUser(request).id);
      return { success: true as const, message: 'Preferences loaded', ...stored };
    },
  });

  api.put('/api/v1/users/me/preferences', {
    config: user,
    schema: {
      tags: ['users'],
      operationId: 'savePreferences',
      summary: "Save the caller's notification preferences",
      body: notificationPreferencesSchema.strict(),
      response: { 200: preferencesResponseSchema },
    },
    handler: async (request) => {
      const stored = await opts.accounts.savePreferences(currentUser(request), request.body, request.ip ?? null);
      return { success: true as const, message: USER_TEXTS.preferencesSaved, ...stored };
    },
  });
}
