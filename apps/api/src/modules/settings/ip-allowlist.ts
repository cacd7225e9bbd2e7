import { ERROR_CODES, SETTINGS_TEXTS } from '@ctp/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { SettingsService } from './service';

/** An IPv4 address seen through an IPv6 socket (::ffff:127.0.0.1) is the IPv4 address. */
const normalise = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export function createAdminIpAllowlist(allowlist: readonly string[], settings: SettingsService) {
  const allowed = new Set(allowlist.map(normalise));
  const isAllowed = (ip: string) => allowed.has(normalise(ip));

  return {
    isAllowed,

    /**
     * onRequest hook: while the ipWhitelistEnabled setting is on, /admin/* answers only the addresses of
     * ADMIN_IP_ALLOWLIST (403 otherwise), before any sign-in check.
     */
    async guard(request: FastifyRequest): Promise<void> {
      if (!request.url.startsWith('/admin/')) return;
      if (!(await settings.get()).security.ipWhitelistEnabled) return;
      if (!isAllowed(request.ip)) throw new AppError(403, ERROR_CODES.forbidden, SETTINGS_TEXTS.ipNotAllowed);
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
