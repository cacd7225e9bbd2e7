import { ACCOUNT_TEXTS, messageResponseSchema, platformStatusSchema, verifyEmailRequestSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { routeError } from '../../plugins/api-docs';
import { SIGN_IN_GROUP } from '../../plugins/rate-limit';
import type { SettingsService } from '../settings';
import type { AuthService } from './service';

export interface AccountRoutesOptions {
  auth: Pick<AuthService, 'verifyEmail' | 'resendVerification'>;
  settings: Pick<SettingsService, 'get'>;
  rateLimitPerMinute: number;
}

/** Browsers and proxies may reuse the platform status this long; the settings service caches as long itself. */
const STATUS_MAX_AGE_SECONDS = 5;

/** The settings-driven account flows: the public platform status, and email verification. */
export async function accountRoutes(app: FastifyInstance, opts: AccountRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = { max: opts.rateLimitPerMinute, timeWindow: '1 minute' };
  const signIn = { ...limited, groupId: SIGN_IN_GROUP };

  api.get('/api/v1/platform/status', {
    config: { access: 'public' },
    schema: {
      tags: ['platform'],
      operationId: 'getPlatformStatus',
      summary: 'Maintenance, registrations, email verification, two-factor sign-in and password rules in force',
      response: { 200: platformStatusSchema },
    },
    handler: async (_request, reply) => {
      const { platform, security } = await opts.settings.get();
      reply.header('cache-control', `public, max-age=${STATUS_MAX_AGE_SECONDS}`);
      return {
        maintenanceMode: platform.maintenanceMode,
        allowNewRegistrations: platform.allowNewRegistrations,
        requireEmailVerification: platform.requireEmailVerification,
        enableTwoFactorAuth: platform.enableTwoFactorAuth,
        passwordComplexity: security.passwordComplexity,
      };
    },
  });

  // Public: the token of the mailed link is the proof, and the link may be opened in a browser that is not signed in.
  api.post('/auth/verify-email', {
    config: { access: 'public', rateLimit: signIn },
    schema: {
      tags: ['auth'],
      operationId: 'verifyEmail',
      summary: "Confirm an account's email with the token of the mailed link",
      body: verifyEmailRequestSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await opts.auth.verifyEmail(request.body.token, request.ip ?? null);
      return { success: true, message: ACCOUNT_TEXTS.emailVerified };
    },
  });

  api.post('/auth/resend-verification', {
    config: { access: 'user', accountSetup: true, rateLimit: limited },
    schema: {
      tags: ['auth'],
      operationId: 'resendVerificationEmail',
      summary: 'Mail the email verification link again',
      response: { 200: messageResponseSchema, 409: routeError('The email is already verified (code EMAIL_ALREADY_VERIFIED).') },
    },
    handler: async (request) => {
      await opts.auth.resendVerification(currentUser(request).id, request.ip ?? null);
      return { success: true, message: ACCOUNT_TEXTS.verificationSent };
    },
  });
}
