import { SETTINGS_TEXTS, apiErrorSchema, systemSettingsResponseSchema, updateSystemSettingsSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, type Principal } from '../../plugins/access';
import type { AdminIpAllowlist } from './ip-allowlist';
import type { SettingsService } from './service';

export interface SettingsRoutesOptions {
  settings: SettingsService;
  ipAllowlist: AdminIpAllowlist;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * System Settings (spec 2.18, groups of spec 3, bounds of spec 5, defaults of spec 9), administrators only.
 * PUT takes any subset of groups and keys (the rest is kept); each change is audited with the values of
 * the changed keys before and after.
 */
export async function settingsRoutes(app: FastifyInstance, opts: SettingsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const admin = { access: ['admin'] as const };
  const { settings, ipAllowlist } = opts;
  const by = (request: { ip: string }, user: Principal) => ({ actor: user, ip: request.ip });

  api.get('/admin/settings', {
    config: admin,
    schema: { tags, summary: 'The system settings', response: { 200: systemSettingsResponseSchema, ...errors } },
    handler: async () => ({ success: true as const, ...(await settings.snapshot()) }),
  });

  api.put('/admin/settings', {
    config: admin,
    schema: {
      tags,
      summary: 'Change system settings (any groups, any keys; the rest is kept)',
      body: updateSystemSettingsSchema,
      response: { 200: systemSettingsResponseSchema, ...errors },
    },
    handler: async (request) => {
      if (request.body.security?.ipWhitelistEnabled) ipAllowlist.checkEnabling(request.ip);
      await settings.update(request.body, by(request, currentUser(request)));
      return { success: true as const, ...(await settings.snapshot()), message: SETTINGS_TEXTS.updated };
    },
  });

  api.post('/admin/settings/reset', {
    config: admin,
    schema: { tags, summary: 'Reset every setting to its default', response: { 200: systemSettingsResponseSchema, ...errors } },
    handler: async (request) => {
      await settings.reset(by(request, currentUser(request)));
      return { success: true as const, ...(await settings.snapshot()), message: SETTINGS_TEXTS.reset };
    },
  });
}
