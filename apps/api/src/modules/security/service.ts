import {
  ADMIN_SYSTEM_ERROR_CODES,
  ADMIN_SYSTEM_TEXTS,
  SECURITY_EVENT_ACTIONS,
  SECURITY_EVENTS_LIMIT,
  type AdminSessionList,
  type AdminSessionListParams,
  type SecurityEvents,
} from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { AuditLog } from '../audit/repository';
import type { SettingsService } from '../settings/service';
import type { SecurityRepository } from './repository';

export interface SecurityServiceDeps {
  repo: SecurityRepository;
  audit: AuditLog;
  settings: SettingsService;
  now?: () => number;
}

export interface Actor {
  id: string;
  email: string;
  ip: string | null;
}

/** The Security tab: live sessions with revoke, failed sign-ins and lockouts with unlock. Every action is audited. */
export function createSecurityService({ repo, audit, settings, now = Date.now }: SecurityServiceDeps) {
  return {
    async listSessions(query: AdminSessionListParams): Promise<AdminSessionList> {
      const { platform } = await settings.get();
      // The same idle rule as the auth service: a session quiet for longer than the timeout is over.
      const idleSince = nowIso(now() - platform.sessionTimeout * 60_000);
      return repo.listSessions({ ...query, at: nowIso(now()), idleSince });
    },

    /** Ends a session at once: the access token it carries fails on the next request (auth checks the session each time). */
    async revokeSession(id: string, actor: Actor): Promise<void> {
      const session = await repo.findSession(id);
      if (!session || session.revoked_at || Date.parse(session.expires_at) <= now()) throw AppError.notFound(ADMIN_SYSTEM_TEXTS.sessionNotFound);
      if (!(await repo.revokeSession(id, nowIso(now())))) throw AppError.notFound(ADMIN_SYSTEM_TEXTS.sessionNotFound);
      await audit.record({
        action: 'admin.session.revoked',
        actorId: actor.id,
        actorEmail: actor.email,
        target: id,
        ip: actor.ip,
        details: { userId: session.user_id, userEmail: session.email },
      });
    },

    async events(): Promise<SecurityEvents> {
      const [events, lockedAccounts] = await Promise.all([
        audit.recent(SECURITY_EVENT_ACTIONS, SECURITY_EVENTS_LIMIT),
        repo.lockedAccounts(nowIso(now())),
      ]);
      return { events, lockedAccounts };
    },

    async unlock(userId: string, actor: Actor): Promise<void> {
      const user = await repo.findUser(userId);
      if (!user) throw AppError.notFound();
      if (!user.locked_until || Date.parse(user.locked_until) <= now()) {
        throw new AppError(409, ADMIN_SYSTEM_ERROR_CODES.userNotLocked, ADMIN_SYSTEM_TEXTS.userNotLocked);
      }
      await repo.unlock(userId);
      await audit.record({
        action: 'admin.user.unlocked',
        actorId: actor.id,
        actorEmail: actor.email,
        target: userId,
        ip: actor.ip,
        details: { userEmail: user.email, before: { lockedUntil: user.locked_until }, after: { lockedUntil: null } },
      });
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
