import {
  ACTIVITY_TEXTS,
  ACTIVITY_TYPES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  ERROR_CODES,
  PROFILE_ACTIVITY_FIELDS,
  SERVER_TEXTS,
  type ActivityType,
  type Language,
  type NotificationPreferences,
  type User,
  type ValidProfileUpdate,
} from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import type { AuditLog } from '../audit';
import type { Principal } from '../../plugins/access';
import { toUser, type UsersRepository } from './repository';

/** What this module writes to the user's own activity feed. */
export interface UserActivityEvent {
  userId: string;
  type: 'profile_updated' | 'preferences_updated';
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
  audit: AuditLog;
  /** Writes to the user's activity feed (the activity service's `record`); optional so the module stands on its own. */
  recordActivity?: (entry: ActivityEntry) => Promise<void>;
}

/** The profile fields whose change is recorded, in the order the feed names them. */
const PROFILE_FIELDS = PROFILE_ACTIVITY_FIELDS;

/** The signed-in user's own account: profile details and notification preferences. */
export function createUserAccountService(deps: Deps) {
  const gone = () => AppError.unauthorized(SERVER_TEXTS.sessionExpired, ERROR_CODES.sessionExpired);
  const activity = async (event: UserActivityEvent) => {
    const { type } = event;
    if (deps.recordActivity && isFeedType(type)) {
      await deps.recordActivity({ ...event, type, entityType: 'user', entityId: event.userId });
    }
  };

  return {
    async updateProfile(caller: Principal, changes: ValidProfileUpdate, ip: string | null): Promise<User> {
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
        await activity({ userId: caller.id, type: 'profile_updated', title: ACTIVITY_TEXTS.profileUpdated, description: ACTIVITY_TEXTS.profileFieldsChanged(changed) });
      }
      return user;
    },

    /** The language of the caller's portal and mails; recorded in the audit trail when it changes. */
    async updateLanguage(caller: Principal, language: Language, ip: string | null): Promise<User> {
      const before = await deps.users.findById(caller.id);
      if (!before) throw gone();
      const row = await deps.users.setLanguage(caller.id, language);
      if (!row) throw gone();
      if (before.language !== language) {
        await deps.audit.record({ action: 'user.language.updated', actorId: caller.id, actorEmail: caller.email, target: caller.id, ip, details: { from: before.language, to: language } });
      }
      return toUser(row);
    },

    async preferences(userId: string): Promise<{ preferences: NotificationPreferences; updatedAt: string | null }> {
      const stored = await deps.users.findPreferences(userId);
      return stored ?? { preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES }, updatedAt: null };
    },

    async savePreferences(caller: Principal, preferences: NotificationPreferences, ip: string | null) {
      const before = await deps.users.findPreferences(caller.id);
      const stored = await deps.users.savePreferences(caller.id, preferences);
      const previous = before?.preferences ?? DEFAULT_NOTIFICATION_PREFERENCES;
      const changed = (Object.keys(preferences) as (keyof NotificationPreferences)[]).filter((key) => previous[key] !== preferences[key]);
      await deps.audit.record({ action: 'user.preferences.updated', actorId: caller.id, actorEmail: caller.email, target: caller.id, ip, details: { preferences } });
      if (changed.length > 0) {
        await activity({ userId: caller.id, type: 'preferences_updated', title: ACTIVITY_TEXTS.preferencesUpdated, description: ACTIVITY_TEXTS.settingsChanged(changed.length) });
      }
      return stored;
    },
  };
}

export type UserAccountService = ReturnType<typeof createUserAccountService>;
