import { ACCOUNT_CODES, ACCOUNT_TEXTS, type Role } from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import type { AuditLog } from '../audit';
import type { SettingsService } from '../settings';
import type { Account } from '../users';

/** Who the gate looks at on an authenticated request (AuthenticatedUser carries these). */
export interface GatedUser {
  role: Role;
  emailVerified: boolean;
  mustChangePassword: boolean;
}

interface Deps {
  settings: Pick<SettingsService, 'get'>;
  audit: AuditLog;
  now: () => number;
}

const maintenance = () => new AppError(503, ACCOUNT_CODES.maintenance, ACCOUNT_TEXTS.maintenance);

/**
 * What the platform settings and the state of an account allow: maintenance keeps everyone but
 * administrators out; a temporary password must be replaced, and (with requireEmailVerification) an
 * address verified, before the account may use anything but the routes that finish its setup.
 */
export function createAccountGate(deps: Deps) {
  const platform = async () => (await deps.settings.get()).platform;

  return {
    /** After the password was verified: maintenance, then an expired temporary password, refuse the sign-in. */
    async assertMaySignIn(row: Account, ip: string | null): Promise<void> {
      const refuse = (reason: string) =>
        deps.audit.record({ action: 'auth.login.refused', actorId: row.id, actorEmail: row.email, ip, details: { reason } });
      if ((await platform()).maintenanceMode && row.role !== 'admin') {
        await refuse('maintenance');
        throw maintenance();
      }
      if (row.mustChangePassword && row.passwordExpiresAt && Date.parse(row.passwordExpiresAt) <= deps.now()) {
        await refuse('temporary_password_expired');
        throw new AppError(403, ACCOUNT_CODES.temporaryPasswordExpired, ACCOUNT_TEXTS.temporaryPasswordExpired);
      }
    },

    /** A session renewal: during maintenance only administrators keep theirs. */
    async assertMayRefresh(role: string): Promise<void> {
      if ((await platform()).maintenanceMode && role !== 'admin') throw maintenance();
    },

    /** During maintenance no one registers. With registrations switched off, neither. */
    async assertRegistrationOpen(): Promise<void> {
      const settings = await platform();
      if (settings.maintenanceMode) throw maintenance();
      if (!settings.allowNewRegistrations) throw new AppError(403, ACCOUNT_CODES.registrationClosed, ACCOUNT_TEXTS.registrationClosed);
    },

    /**
     * Why an authenticated request is refused, or null. `accountSetup` routes (the profile, password change,
     * resending the verification mail) stay open to an account with a setup step pending; maintenance closes all.
     */
    async restrictionFor(user: GatedUser, accountSetup: boolean): Promise<AppError | null> {
      const settings = await platform();
      if (settings.maintenanceMode && user.role !== 'admin') return maintenance();
      if (accountSetup) return null;
      if (user.mustChangePassword) return new AppError(403, ACCOUNT_CODES.passwordChangeRequired, ACCOUNT_TEXTS.passwordChangeRequired);
      if (settings.requireEmailVerification && !user.emailVerified) {
        return new AppError(403, ACCOUNT_CODES.emailNotVerified, ACCOUNT_TEXTS.emailNotVerified);
      }
      return null;
    },
  };
}

export type AccountGate = ReturnType<typeof createAccountGate>;
