import { SETTINGS_TEXTS, systemSettingsResponseSchema, updateSystemSettingsSchema } from '@ctp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, type Principal } from '../../plugins/access';
import type { AdminIpAllowlist } from './ip-allowlist';
import type { SettingsService } from './service';

export interface SettingsRoutesOptions {
  settings: SettingsService;
  ipAllowlist: AdminIpAllowlist;
}

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
    schema: { tags, operationId: 'getSettings', summary: 'The system settings', response: { 200: systemSettingsResponseSchema } },
    handler: async () => ({ success: true as const, ...(await settings.snapshot()) }),
  });

  api.put('/admin/settings', {
    config: admin,
    schema: {
      tags,
      operationId: 'updateSettings',
      summary: 'Change system settings (any groups, any keys; the rest is kept)',
      description: 'Turning the IP allowlist on from an address outside it answers 400, so nobody locks themselves out.',
      body: updateSystemSettingsSchema,
      response: { 200: systemSettingsResponseSchema },
    },
    handler: async (request) => {
      if (request.body.security?.ipWhitelistEnabled) ipAllowlist.checkEnabling(request.ip);
      await settings.update(request.body, by(request, currentUser(request)));
      return { success: true as const, ...(await settings.snapshot()), message: SETTINGS_TEXTS.updated };
    },
  });

  api.post('/admin/settings/reset', {
    config: admin,
    schema: { tags, operationId: 'resetSettings', summary: 'Reset every setting to its default', response: { 200: systemSettingsResponseSchema } },
    handler: async (request) => {
      await settings.reset(by(request, currentUser(request)));
      return { success: true as const, ...(await settings.snapshot()), message: SETTINGS_TEXTS.reset };
    },
  });
}
