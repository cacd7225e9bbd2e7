import {
  TWO_FACTOR_TEXTS,
  disableTwoFactorRequestSchema,
  enableTwoFactorRequestSchema,
  enableTwoFactorResponseSchema,
  messageResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/access';
import { routeError } from '../../plugins/api-docs';
import type { TwoFactorService } from './service';

export interface TwoFactorRoutesOptions {
  twoFactor: TwoFactorService;
  /** Per client address and minute for the calls that check a code or password, like a sign-in. */
  rateLimitPerMinute: number;
}

/** The signed-in user's own authenticator: /api/v1/users/me/two-factor. */
export async function twoFactorRoutes(app: FastifyInstance, opts: TwoFactorRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/users/me/two-factor';
  const tags = ['two-factor'];
  const limited = { access: 'user' as const, rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' } };

  api.get(base, {
    config: { access: 'user' },
    schema: { tags, operationId: 'getTwoFactorStatus', summary: 'Whether two-factor sign-in is available and on', response: { 200: twoFactorStatusSchema } },
    handler: (request) => opts.twoFactor.status(currentUser(request)),
  });

  api.post(`${base}/setup`, {
    config: limited,
    schema: {
      tags,
      operationId: 'startTwoFactorSetup',
      summary: 'A new authenticator secret (and its QR code) to confirm with a code',
      response: {
        200: twoFactorSetupResponseSchema,
        403: routeError('Two-factor sign-in is switched off for the platform (code TWO_FACTOR_NOT_AVAILABLE).'),
        409: routeError('Two-factor sign-in is already on (code TWO_FACTOR_ALREADY_ENABLED).'),
      },
    },
    handler: (request) => opts.twoFactor.setup(currentUser(request), request.ip ?? null),
  });

  api.post(`${base}/enable`, {
    config: limited,
    schema: {
      tags,
      operationId: 'enableTwoFactor',
      summary: 'Turn two-factor sign-in on with a code from the authenticator; answers the recovery codes',
      body: enableTwoFactorRequestSchema,
      response: {
        200: enableTwoFactorResponseSchema,
        403: routeError('Two-factor sign-in is switched off for the platform (code TWO_FACTOR_NOT_AVAILABLE).'),
        409: routeError('Already on, or no setup was started (codes TWO_FACTOR_ALREADY_ENABLED, TWO_FACTOR_NOT_SET_UP).'),
      },
    },
    handler: async (request) => {
      const recoveryCodes = await opts.twoFactor.enable(currentUser(request), request.body.code, request.ip ?? null);
      return { success: true as const, message: TWO_FACTOR_TEXTS.enabled, recoveryCodes };
    },
  });

  api.post(`${base}/disable`, {
    config: limited,
    schema: {
      tags,
      operationId: 'disableTwoFactor',
      summary: 'Turn two-factor sign-in off (password and a code required)',
      body: disableTwoFactorRequestSchema,
      response: { 200: messageResponseSchema, 409: routeError('Two-factor sign-in is not on (code TWO_FACTOR_NOT_ENABLED).') },
    },
    handler: async (request) => {
      await opts.twoFactor.disable(currentUser(request), request.body, request.ip ?? null);
      return { success: true, message: TWO_FACTOR_TEXTS.disabled };
    },
  });
}
