import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdminIpAllowlist } from './ip-allowlist';
import { createSettingsRepository } from './repository';
import { settingsRoutes } from './routes';
import { createSettingsService, type SettingsService } from './service';

export type { Settings, SettingsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}

/**
 * System Settings (spec 2.18): the service every module reads them through, the admin routes, the audit switch, and
 * the admin IP allowlist (an onRequest hook on every route: /admin/* only from ADMIN_IP_ALLOWLIST while it is on).
 */
export default fp(
  async (app: FastifyInstance) => {
    const settings = createSettingsService({ repo: createSettingsRepository(app.database.db), audit: app.audit, now: app.clock.now });
    app.decorate('settings', settings);
    app.audit.useRoutineLoggingSwitch(async () => (await settings.get()).security.auditLogging);
    const ipAllowlist = createAdminIpAllowlist(app.config.adminIpAllowlist, settings);
    app.addHook('onRequest', ipAllowlist.guard);
    await app.register(settingsRoutes, { settings, ipAllowlist });
  },
  { name: 'settings', dependencies: ['database', 'audit'] },
);
