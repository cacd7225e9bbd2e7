import {
  ADMIN_SYSTEM_ERROR_CODES,
  ADMIN_SYSTEM_TEXTS,
  SECURITY_EVENT_ACTIONS,
  SECURITY_EVENTS_LIMIT,
  type AdminSessionList,
  type AdminSessionListParams,
  type LockedAccount,
  type SecurityEvents,
} from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { AuditLog } from '../audit';
import type { SignInThrottle } from '../credentials';
import type { SettingsService } from '../settings';
import type { SecurityRepository } from './repository';
import type { Principal } from '../../plugins/access';

export interface SecurityServiceDeps {
  repo: SecurityRepository;
  audit: AuditLog;
  settings: SettingsService;
  /** Where lockouts are kept: per account and client address. */
  lockouts: Pick<SignInThrottle, 'lockouts' | 'unlock'>;
  now?: () => number;
}

/** The Security tab: live sessions with revoke, failed sign-ins and lockouts with unlock. Every action is audited. */
export function createSecurityService({ repo, audit, settings, lockouts, now = Date.now }: SecurityServiceDeps) {
  /** The accounts with at least one address locked out now, latest lock first, with those addresses. */
  async function listLockedAccounts(): Promise<LockedAccount[]> {
    const locks = await lockouts.lockouts();
    const accounts = await repo.usersByEmail([...new Set(locks.map((l) => l.account))]);
    return accounts
      .map((user) => {
        const own = locks.filter((l) => l.account === user.email);
        return { ...user, lockedUntil: own[0]!.lockedUntil, addresses: own.map((l) => l.ip) };
      })
      .sort((a, b) => b.lockedUntil.localeCompare(a.lockedUntil));
  }

  return {
    async listSessions(query: AdminSessionListParams): Promise<AdminSessionList> {
      const { platform } = await settings.get();
      // The same idle rule as the auth service: a session quiet for longer than the timeout is over.
      const idleSince = nowIso(now() - platform.sessionTimeout * 60_000);
      return repo.listSessions({ ...query, at: nowIso(now()), idleSince });
    },

    /** Ends a session at once: the access token it carries fails on the next request (auth checks the session each time). */
    async revokeSession(id: string, actor: Principal, ip: string | null): Promise<void> {
      const session = await repo.findSession(id);
      if (!session || session.revoked_at || Date.parse(session.expires_at) <= now()) throw AppError.notFound(ADMIN_SYSTEM_TEXTS.sessionNotFound);
      if (!(await repo.revokeSession(id, nowIso(now())))) throw AppError.notFound(ADMIN_SYSTEM_TEXTS.sessionNotFound);
      await audit.record({
        action: 'admin.session.revoked',
        actorId: actor.id,
        actorEmail: actor.email,
        target: id,
        ip,
        details: { userId: session.user_id, userEmail: session.email },
      });
    },

    async events(): Promise<SecurityEvents> {
      const [events, lockedAccounts] = await Promise.all([
        audit.recent(SECURITY_EVENT_ACTIONS, SECURITY_EVENTS_LIMIT),
        listLockedAccounts(),
      ]);
      return { events, lockedAccounts };
    },

    /** Every address locked out of the account may sign in again at once. */
    async unlock(userId: string, actor: Principal, ip: string | null): Promise<void> {
      const user = await repo.findUser(userId);
      if (!user) throw AppError.notFound();
      const locked = (await listLockedAccounts()).find((account) => account.id === userId);
      if (!locked) throw new AppError(409, ADMIN_SYSTEM_ERROR_CODES.userNotLocked, ADMIN_SYSTEM_TEXTS.userNotLocked);
      await lockouts.unlock(user.email);
      await audit.record({
        action: 'admin.user.unlocked',
        actorId: actor.id,
        actorEmail: actor.email,
        target: userId,
        ip,
        details: { userEmail: user.email, addresses: locked.addresses, before: { lockedUntil: locked.lockedUntil }, after: { lockedUntil: null } },
      });
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
