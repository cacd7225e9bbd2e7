import {
  ADMIN_USER_ERROR_CODES,
  ADMIN_USER_LIMITS,
  ADMIN_USER_TEXTS,
  ERROR_CODES,
  SERVER_TEXTS,
  pageCount,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserFilter,
  type AdminUserListParams,
  type CreateUserInput,
  type Role,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/connection';
import type { Store } from '../../db/store';
import { AppError } from '../../lib/app-error';
import { isoIn, nowIso } from '../../lib/time';
import type { Mailer } from '../../plugins/mailer';
import type { AuditLog } from '../audit';
import { hashPassword, type PasswordPolicy, type SignInThrottle } from '../credentials';
import { endAllSessions } from '../auth';
import type { SettingsService } from '../settings';
import { toUser, type Account, type UsersRepository } from '../users';
import { invitationMail } from './invitation';
import type { AdminUsersRepository, TradeFigures } from './repository';
import type { Principal } from '../../plugins/access';

/** The administrator acting, and from where (for the audit trail). */
export interface AdminContext {
  actor: Principal;
  ip: string | null;
}

interface Deps {
  store: Store<AdminUsersRepository>;
  users: Pick<UsersRepository, 'insert'>;
  settings: Pick<SettingsService, 'get'>;
  passwords: PasswordPolicy;
  audit: AuditLog;
  mailer: Mailer;
  /** Sign-in lockouts, kept per account and address. */
  lockouts: Pick<SignInThrottle, 'lockedUntil'>;
  log: FastifyBaseLogger;
  /** The site's address, for the sign-in link of the invitation. */
  publicUrl: string;
  now?: () => number;
}

/** The CSV export stops here; far beyond any user base this product serves, it bounds the memory one request takes. */
export const USER_EXPORT_MAX = 50_000;
const TEMP_PASSWORD_MS = ADMIN_USER_LIMITS.tempPasswordHours * 60 * 60 * 1000;
const NO_TRADES: TradeFigures = { trades: 0, volumeCents: 0 };

const notFound = () => AppError.notFound(ADMIN_USER_TEXTS.userNotFound);
const ownAccount = (message: string) => new AppError(403, ADMIN_USER_ERROR_CODES.ownAccount, message);
const lastAdmin = () => new AppError(409, ADMIN_USER_ERROR_CODES.lastAdmin, ADMIN_USER_TEXTS.lastAdmin);
const notActive = () => new AppError(409, ADMIN_USER_ERROR_CODES.notActive, ADMIN_USER_TEXTS.notActive);
const notSuspended = () => new AppError(409, ADMIN_USER_ERROR_CODES.notSuspended, ADMIN_USER_TEXTS.notSuspended);

function toAdminUser(row: Account, figures: TradeFigures = NO_TRADES): AdminUser {
  return {
    ...toUser(row),
    totalTrades: figures.trades,
    totalVolume: figures.volumeCents / 100,
    suspensionReason: row.suspensionReason,
    suspendedAt: row.suspendedAt,
  };
}

/**
 * User Management (spec 2.18): the list with its figures, the detail view, role changes, accounts created
 * with a temporary password, suspension (which ends every session at once) and reactivation. Each change is
 * audited with its before and after. An administrator cannot change their own role or suspend themselves,
 * and the last active administrator is never demoted or suspended.
 */
export function createAdminUserService(deps: Deps) {
  const now = deps.now ?? Date.now;
  const repo = deps.store;

  async function withFigures(rows: readonly Account[]): Promise<AdminUser[]> {
    const figures = await repo.tradeFigures(rows.map((r) => r.id));
    return rows.map((row) => toAdminUser(row, figures.get(row.id)));
  }

  async function adminUser(row: Account): Promise<AdminUser> {
    const [user] = await withFigures([row]);
    return user!;
  }

  /**
   * Runs a change in one transaction with the active administrators locked, so the last-admin rule holds
   * even when two administrators act on each other at the same moment.
   */
  const underAdminLock = <T>(work: (locked: AdminUsersRepository, trx: Executor) => Promise<T>) =>
    repo.transaction(async (locked, trx) => {
      await locked.lockActiveAdmins();
      return work(locked, trx);
    });

  /** Throws when taking `row` out of the active administrators would leave none. */
  async function assertNotLastAdmin(locked: AdminUsersRepository, row: Account): Promise<void> {
    if (row.role === 'admin' && row.status === 'active' && (await locked.otherActiveAdmins(row.id)) === 0) throw lastAdmin();
  }

  const record = (ctx: AdminContext, action: string, target: Account, details: Record<string, unknown>) =>
    deps.audit.record({ action, actorId: ctx.actor.id, actorEmail: ctx.actor.email, target: target.id, ip: ctx.ip, details: { email: target.email, ...details } });

  return {
    async list(params: AdminUserListParams) {
      const { rows, total } = await repo.list(params, { offset: (params.page - 1) * params.limit, limit: params.limit });
      return { users: await withFigures(rows), total, page: params.page, totalPages: pageCount(total, params.limit) };
    },

    async exportList(filter: AdminUserFilter): Promise<AdminUser[]> {
      return withFigures(await repo.listAll(filter, USER_EXPORT_MAX));
    },

    async detail(id: string): Promise<AdminUserDetail> {
      const row = await repo.findById(id);
      if (!row) throw notFound();
      const { platform } = await deps.settings.get();
      const sessions = await repo.sessionFigures(id, { now: nowIso(now()), activeSince: isoIn(-platform.sessionTimeout * 60_000, now()) });
      return {
        ...(await adminUser(row)),
        updatedAt: row.updatedAt,
        ...sessions,
        passwordExpiresAt: row.passwordExpiresAt,
        lockedUntil: await deps.lockouts.lockedUntil(row.email),
      };
    },

    async changeRole(ctx: AdminContext, id: string, role: Role): Promise<AdminUser> {
      if (id === ctx.actor.id) throw ownAccount(ADMIN_USER_TEXTS.ownRole);
      const change = await underAdminLock(async (locked) => {
        const before = await locked.findById(id);
        if (!before) throw notFound();
        if (before.role === role) return { before, after: before };
        if (role !== 'admin') await assertNotLastAdmin(locked, before);
        return { before, after: await locked.setRole(id, role, nowIso(now())) };
      });
      // The role takes effect on the user's next request: authenticate reads it from the database.
      if (change.before.role !== role) {
        await record(ctx, 'admin.user.role_changed', change.after, { before: { role: change.before.role }, after: { role } });
      }
      return adminUser(change.after);
    },

    /**
     * A new, active account with an email an administrator vouches for (so it counts as verified) and a
     * temporary password under the current password rules: it expires in 72 hours and must be replaced at
     * first sign-in. The invitation mail carries the sign-in address, never the password.
     */
    async create(ctx: AdminContext, input: CreateUserInput): Promise<AdminUser> {
      await deps.passwords.assertAcceptable(input.tempPassword, 'tempPassword');
      const passwordExpiresAt = isoIn(TEMP_PASSWORD_MS, now());
      const passwordHash = await hashPassword(input.tempPassword);
      // The account and its invitation are stored together; the outbox delivers the mail, retrying while the server is down.
      const row = await repo.transaction(async (_users, trx) => {
        const inserted = await deps.users.insert(
          { email: input.email, firstName: input.firstName, lastName: input.lastName, role: input.role, passwordHash, emailVerified: true, temporaryPasswordExpiresAt: passwordExpiresAt },
          trx,
        );
        if (inserted) await deps.mailer.send(invitationMail({ email: inserted.email, firstName: inserted.firstName, role: input.role, passwordExpiresAt, language: inserted.language }, deps.publicUrl), trx);
        return inserted;
      });
      if (!row) throw new AppError(409, ERROR_CODES.emailTaken, SERVER_TEXTS.emailTaken, [{ path: 'email', message: SERVER_TEXTS.emailTaken }]);
      await record(ctx, 'admin.user.created', row, {
        // Named so the audit log's secret filter (keys with 'password') keeps them: they are flags, not secrets.
        after: { role: row.role, firstName: row.firstName, lastName: row.lastName, emailVerified: true, temporaryUntil: passwordExpiresAt, changeAtFirstSignIn: true },
        invitationQueued: true,
      });
      return toAdminUser(row);
    },

    /** active → suspended with the reason; every session of the user ends at once, and sign-in is refused. */
    async suspend(ctx: AdminContext, id: string, reason: string): Promise<AdminUser> {
      if (id === ctx.actor.id) throw ownAccount(ADMIN_USER_TEXTS.ownSuspension);
      const { after, sessionsRevoked } = await underAdminLock(async (locked, trx) => {
        const before = await locked.findById(id);
        if (!before) throw notFound();
        if (before.status !== 'active') throw notActive();
        await assertNotLastAdmin(locked, before);
        const suspended = await locked.suspend(id, reason, nowIso(now()));
        if (!suspended) throw notActive();
        return { after: suspended, sessionsRevoked: await endAllSessions(trx, id, now) };
      });
      await record(ctx, 'admin.user.suspended', after, {
        before: { status: 'active', suspensionReason: null },
        after: { status: 'suspended', suspensionReason: reason },
        sessionsRevoked,
      });
      return adminUser(after);
    },

    /** suspended → active, clearing the reason. */
    async reactivate(ctx: AdminContext, id: string): Promise<AdminUser> {
      const before = await repo.findById(id);
      if (!before) throw notFound();
      const after = await repo.reactivate(id, nowIso(now()));
      if (!after) throw notSuspended();
      await record(ctx, 'admin.user.reactivated', after, {
        before: { status: 'suspended', suspensionReason: before.suspensionReason },
        after: { status: 'active', suspensionReason: null },
      });
      return adminUser(after);
    },
  };
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;
