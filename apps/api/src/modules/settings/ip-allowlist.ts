import { ERROR_CODES, SETTINGS_TEXTS } from '@ctp/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { normaliseIp } from '../../lib/ip-address';
import type { Access } from '../../plugins/access';
import type { SettingsService } from './service';


/** Routes only administrators may call: the desk, which the allowlist protects wherever the route lives. */
const isDeskOnly = (access: Access | undefined) => Array.isArray(access) && access.length > 0 && access.every((role) => role === 'admin');

export function createAdminIpAllowlist(allowlist: readonly string[], settings: SettingsService) {
  const allowed = new Set(allowlist.map(normaliseIp));
  const isAllowed = (ip: string) => allowed.has(normaliseIp(ip));

  return {
    isAllowed,

    /**
     * onRequest hook: while the ipWhitelistEnabled setting is on, the desk's routes answer only the addresses of
     * ADMIN_IP_ALLOWLIST (403 otherwise), before any sign-in check. It decides on the route the router matched
     * (its access declaration), never on the URL as sent: `/%61dmin/users` is the same route as `/admin/users`.
     */
    guard(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
      // Callback-style: the routes that are not the desk's, nearly all requests, pay no promise.
      if (!isDeskOnly(request.routeOptions.config.access)) return done();
      settings.get().then((current) => {
        if (current.security.ipWhitelistEnabled && !isAllowed(request.ip)) done(new AppError(403, ERROR_CODES.forbidden, SETTINGS_TEXTS.ipNotAllowed));
        else done();
      }, done);
    },

    /** An administrator may not switch the allowlist on from an address it would shut out. */
    checkEnabling(ip: string): void {
      if (isAllowed(ip)) return;
      const message = SETTINGS_TEXTS.ipWouldLockOut(ip);
      throw new AppError(400, ERROR_CODES.validation, message, [{ path: 'security.ipWhitelistEnabled', message }]);
    },
  };
}

export type AdminIpAllowlist = ReturnType<typeof createAdminIpAllowlist>;
