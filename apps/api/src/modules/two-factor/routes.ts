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
  const security = [{ bearer: [] }];
  const limited = { access: 'user' as const, rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' } };

  api.get(base, {
    config: { access: 'user' },
    schema: { tags: ['two-factor'], security, response: { 200: twoFactorStatusSchema } },
    handler: (request) => opts.twoFactor.status(currentUser(request)),
  });

  api.post(`${base}/setup`, {
    config: limited,
    schema: { tags: ['two-factor'], security, response: { 200: twoFactorSetupResponseSchema } },
    handler: (request) => opts.twoFactor.setup(currentUser(request), request.ip ?? null),
  });

  api.post(`${base}/enable`, {
    config: limited,
    schema: { tags: ['two-factor'], security, body: enableTwoFactorRequestSchema, response: { 200: enableTwoFactorResponseSchema } },
    handler: async (request) => {
      const recoveryCodes = await opts.twoFactor.enable(currentUser(request), request.body.code, request.ip ?? null);
      return { success: true as const, message: TWO_FACTOR_TEXTS.enabled, recoveryCodes };
    },
  });

  api.post(`${base}/disable`, {
    config: limited,
    schema: { tags: ['two-factor'], security, body: disableTwoFactorRequestSchema, response: { 200: messageResponseSchema } },
    handler: async (request) => {
      await opts.twoFactor.disable(currentUser(request), request.body, request.ip ?? null);
      return { success: true, message: TWO_FACTOR_TEXTS.disabled };
    },
  });
}
