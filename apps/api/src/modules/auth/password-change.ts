import { ACTIVITY_TEXTS, ERROR_CODES, SERVER_TEXTS, USER_TEXTS } from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import type { SignedInUser } from '../../plugins/access';
import type { ActivityService } from '../activity';
import type { AuditLog } from '../audit';
import { hashPassword, verifyPassword, type PasswordPolicy, type SignInThrottle } from '../credentials';
import type { UsersRepository } from '../users';
import type { AuthRepository } from './repository';

export const PASSWORD_CHANGE_CODES = {
  wrongCurrentPassword: 'INVALID_CURRENT_PASSWORD',
} as const;

interface Deps {
  users: Pick<UsersRepository, 'findById' | 'passwordHashOf' | 'setPassword'>;
  sessions: Pick<AuthRepository, 'revokeOtherSessions' | 'expirePasswordResets'>;
  audit: AuditLog;
  /** The passwordComplexity rule of the system settings and the common-password list. */
  policy: PasswordPolicy;
  /** Wrong current passwords count towards the sign-in lockout, so a stolen session cannot guess the password. */
  attempts: Pick<SignInThrottle, 'guard'>;
  activity: Pick<ActivityService, 'record'>;
}

/**
 * The signed-in user's password change: verifies the current password, applies the password policy (complexity level
 * and common passwords), stores the new hash (which ends a temporary password's must-change flag and expiry), spends
 * outstanding reset links and signs out every other session of the user; the caller's own session stays. Returns how
 * many sessions were ended.
 */
export function createPasswordChange(deps: Deps) {
  return async (caller: SignedInUser, input: { currentPassword: string; newPassword: string }, ip: string | null): Promise<number> => {
    // The new password's rules first, as a schema would: they need no secret.
    await deps.policy.assertAcceptable(input.newPassword, 'newPassword');
    const row = await deps.users.findById(caller.id);
    if (!row) throw AppError.unauthorized(SERVER_TEXTS.sessionExpired, ERROR_CODES.sessionExpired);
    const hash = (await deps.users.passwordHashOf(row.id)) ?? '';
    if (!(await deps.attempts.guard(row.email, ip, () => verifyPassword(hash, input.currentPassword)))) {
      await deps.audit.record({ action: 'user.password.change_failed', actorId: caller.id, actorEmail: caller.email, target: caller.id, ip, details: { reason: 'wrong_current_password' } });
      // 400, not 401: the session is fine, and a 401 would make the client refresh and retry.
      throw new AppError(400, PASSWORD_CHANGE_CODES.wrongCurrentPassword, USER_TEXTS.wrongCurrentPassword, [
        { path: 'currentPassword', message: USER_TEXTS.wrongCurrentPassword },
      ]);
    }
    await deps.users.setPassword(caller.id, await hashPassword(input.newPassword));
    await deps.sessions.expirePasswordResets(caller.id);
    const revoked = await deps.sessions.revokeOtherSessions(caller.id, caller.sessionId);
    await deps.audit.record({ action: 'user.password.changed', actorId: caller.id, actorEmail: caller.email, target: caller.id, ip, details: { otherSessionsRevoked: revoked } });
    await deps.activity.record({
      userId: caller.id,
      type: 'password_changed',
      title: ACTIVITY_TEXTS.passwordChanged,
      description: ACTIVITY_TEXTS.otherSessionsSignedOut(revoked),
      entityType: 'user',
      entityId: caller.id,
    });
    return revoked;
  };
}

export type PasswordChange = ReturnType<typeof createPasswordChange>;
