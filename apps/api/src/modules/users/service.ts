import {
  ACTIVITY_TYPES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  ERROR_CODES,
  SERVER_TEXTS,
  USER_TEXTS,
  type ActivityType,
  type NotificationPreferences,
  type User,
  type ValidProfileUpdate,
} from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import type { AuditLog } from '../audit/repository';
import type { PasswordPolicy } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AuthRepository } from '../auth/repository';
import type { AuthenticatedUser } from '../auth/service';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import { toUser, type UsersRepository } from './repository';

export const USER_ERROR_CODES = {
  wrongCurrentPassword: 'INVALID_CURRENT_PASSWORD',
} as const;

/** What this module writes to the user's own activity feed. */
export interface UserActivityEvent {
  userId: string;
  type: 'profile_updated' | 'password_changed' | 'preferences_updated';
  title: string;
  description: string;
}

/** An entry as the activity module takes it. */
export interface ActivityEntry {
  userId: string;
  type: ActivityType;
  title: string;
  description: string;
  entityType?: string | null;
  entityId?: string | null;
}

/**
 * The feed only holds the kinds ACTIVITY_TYPES lists (its answers are checked against them); an account
 * change is written once its kind is among them, and left out until then.
 */
const isFeedType = (type: string): type is ActivityType => (ACTIVITY_TYPES as readonly string[]).includes(type);

interface Deps {
  users: UsersRepository;
  sessions: Pick<AuthRepository, 'revokeOtherSessions' | 'expirePasswordResets'>;
  audit: AuditLog;
  /** The passwordComplexity rule of the system settings and the common-password list. */
  passwordPolicy: PasswordPolicy;
  /** Wrong current passwords count towards the sign-in lockout, so a stolen session cannot guess the password. */
  attempts: Pick<SignInThrottle, 'guard'>;
  /** Writes to the user's activity feed (the activity service's `record`); optional so the module stands on its own. */
  recordActivity?: (entry: ActivityEntry) => Promise<void>;
}

const PROFILE_FIELDS = ['firstName', 'lastName', 'companyName', 'phoneNumber'] as const;

/** The signed-in user's own account: profile details, password and notification preferences. */
export function createUserAccountService(deps: Deps) {
  const gone = () => AppError.unauthorized(SERVER_TEXTS.sessionExpired, ERROR_CODES.sessionExpired);
  const activity = async (event: UserActivityEvent) => {
    const { type } = event;
    if (deps.recordActivity && isFeedType(type)) {
      await deps.recordActivity({ ...event, type, entityType: 'user', entityId: event.userId });
    }
  };

  return {
    async updateProfile(caller: AuthenticatedUser, changes: ValidProfileUpdate, ip: string | null): Promise<User> {
      const before = await deps.users.findById(caller.id);
      if (!before) throw gone();
      const previous = toUser(before);
      const row = await deps.users.update(caller.id, changes);
      if (!row) throw gone();
      const user = toUser(row);
      const changed = PROFILE_FIELDS.filter((field) => previous[field] !== user[field]);
      if (changed.length > 0) {
        // Field names only: the audit trail says what changed, not the personal data itself.
        await deps.audit.record({ action: 'user.profile.updated', actorId: caller.id, actorEmail: caller.email, target: caller.id, ip, details: { fields: changed } });
        await activity({ userId: caller.id, type: 'profile_updated', title: 'Profile updated', description: `Changed: ${changed.map(fieldLabel).join(', ')}` });
      }
      return user;
    },

    /**
     * Verifies the current password, applies the password policy (complexity level and common passwords),
     * stores the new hash (which ends a temporary password's must-change flag and expiry), spends outstanding
     * reset links and signs out every other session of the user; the caller's own session stays. Returns how
     * many sessions were ended.
     */
    async changePassword(caller: AuthenticatedUser, input: { currentPassword: string; newPassword: string }, ip: string | null): Promise<number> {
      // The new password's rules first, as a schema would: they need no secret.
      await deps.passwordPolicy.assertAcceptable(input.newPassword, 'newPassword');
      const row = await deps.users.findById(caller.id);
      if (!row) throw gone();
      if (!(await deps.attempts.guard(row.email, ip, () => verifyPassword(row.password_hash, input.currentPassword)))) {
        await deps.audit.record({ action: 'user.password.change_failed', actorId: caller.id, actorEmail: caller.email, target: caller.id, ip, details: { reason: 'wrong_current_password' } });
        // 400, not 401: the session is fine, and a 401 would make the client refresh and retry.
        throw new AppError(400, USER_ERROR_CODES.wrongCurrentPassword, USER_TEXTS.wrongCurrentPassword, [
          { path: 'currentPassword', message: USER_TEXTS.wrongCurrentPassword },
        ]);
      }
      await deps.users.setPassword(caller.id, await hashPassword(input.newPassword));
      await deps.sessions.expirePasswordResets(caller.id);
      const revoked = await deps.sessions.revokeOtherSessions(caller.id, caller.sessionId);
      await deps.audit.record({
        action: 'user.password.changed',
        actorId: caller.id,
        actorEmail: caller.email,
        target: caller.id,
        ip,
        details: { otherSessionsRevoked: revoked },
      });
      await activity({
        userId: caller.id,
        type: 'password_changed',
        title: 'Password changed',
        description: revoked === 1 ? '1 other session was signed out' : `${revoked} other sessions were signed out`,
      });
      return revoked;
    },

    async preferences(userId: string): Promise<{ preferences: NotificationPreferences; updatedAt: string | null }> {
      const stored = await deps.users.findPreferences(userId);
      return stored ?? { preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES }, updatedAt: null };
    },

    async savePreferences(caller: AuthenticatedUser, preferences: NotificationPreferences, ip: string | null) {
      const before = await deps.users.findPreferences(caller.id);
      const stored = await deps.users.savePreferences(caller.id, preferences);
      const previous = before?.preferences ?? DEFAULT_NOTIFICATION_PREFERENCES;
      const changed = (Object.keys(preferences) as (keyof NotificationPreferences)[]).filter((key) => previous[key] !== preferences[key]);
      await deps.audit.record({ action: 'user.preferences.updated', actorId: caller.id, actorEmail: caller.email, target: caller.id, ip, details: { preferences } });
      if (changed.length > 0) {
        await activity({ userId: caller.id, type: 'preferences_updated', title: 'Notification settings updated', description: `${changed.length} setting${changed.length === 1 ? '' : 's'} changed` });
      }
      return stored;
    },
  };
}

const FIELD_LABELS: Record<(typeof PROFILE_FIELDS)[number], string> = {
  firstName: 'first name',
  lastName: 'last name',
  companyName: 'company',
  phoneNumber: 'phone number',
};
const fieldLabel = (field: (typeof PROFILE_FIELDS)[number]) => FIELD_LABELS[field];

export type UserAccountService = ReturnType<typeof createUserAccountService>;
