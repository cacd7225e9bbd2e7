import {
  accountMailTexts,
  ACTIVITY_TEXTS,
  ERROR_CODES,
  SERVER_TEXTS,
  TERMS_VERSION,
  TIMING,
  TWO_FACTOR_ERROR_CODES,
  TWO_FACTOR_TEXTS,
  type Registration,
  type User,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { accountMail } from '../../lib/account-mail';
import { AppError } from '../../lib/app-error';
import { isoIn, nowIso } from '../../lib/time';
import { hashToken, randomToken, successorToken } from '../../lib/tokens';
import type { Mailer } from '../../plugins/mailer';
import type { ActivityService } from '../activity';
import type { AuditLog } from '../audit';
import type { SettingsService } from '../settings';
import type { SecondFactor, TwoFactorService } from '../two-factor';
import { toUser, type Account, type UsersRepository } from '../users';
import type { Jwt } from './jwt';
import type { PasswordPolicy, SignInThrottle } from '../credentials';
import { createAccountGate } from './account-gate';
import { createEmailVerification } from './email-verification';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../credentials';
import type { AuthRepository } from './repository';
import type { SignedInUser } from '../../plugins/access';

/** Two tabs refreshing with the same token inside this window are not taken for a replay. */
export const REFRESH_REUSE_GRACE_MS = 10_000;
/** Session activity is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface IssuedSession {
  user: User;
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/** The password was right and an authenticator code must follow (POST /auth/login/two-factor); no session yet. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challengeToken: string;
}

interface Deps {
  users: UsersRepository;
  repo: AuthRepository;
  jwt: Jwt;
  settings: SettingsService;
  audit: AuditLog;
  mailer: Mailer;
  /** Writes the sign-in to the user's activity feed. */
  activity: Pick<ActivityService, 'record'>;
  /** Decides whether a sign-in needs an authenticator code, and checks it. */
  twoFactor: Pick<TwoFactorService, 'challengeFor' | 'answerChallenge'>;
  /** Failed password and code checks per account and address. */
  throttle: SignInThrottle;
  /** The passwordComplexity rule of the system settings and the common-password list. */
  passwordPolicy: PasswordPolicy;
  log: FastifyBaseLogger;
  publicUrl: string;
  refreshTokenTtlDays: number;
  now?: () => number;
}

const invalidCredentials = () => AppError.unauthorized(SERVER_TEXTS.invalidCredentials, ERROR_CODES.invalidCredentials);
const sessionExpired = () => AppError.unauthorized(SERVER_TEXTS.sessionExpired, ERROR_CODES.sessionExpired);

export function createAuthService(deps: Deps) {
  const now = deps.now ?? Date.now;
  const refreshTtlMs = deps.refreshTokenTtlDays * 24 * 60 * 60 * 1000;
  const gate = createAccountGate({ settings: deps.settings, audit: deps.audit, now });
  const { passwordPolicy } = deps;
  const emailVerification = createEmailVerification({ ...deps, now });

  async function issueRefreshToken(sessionId: string, token = randomToken()): Promise<string> {
    await deps.repo.insertRefreshToken({ hash: hashToken(token), sessionId, expiresAt: isoIn(refreshTtlMs, now()) });
    return token;
  }

  async function issue(row: Account, sessionId: string, refreshToken: string): Promise<IssuedSession> {
    const user = toUser(row);
    const [accessToken, idToken] = await Promise.all([deps.jwt.signAccess(user, sessionId), deps.jwt.signId(user)]);
    return { user, accessToken, idToken, refreshToken };
  }


  /** Every check of a sign-in has passed: the session starts (the password-only and the two-factor sign-in alike). */
  async function startSession(row: Account, client: ClientInfo, secondFactor?: SecondFactor): Promise<IssuedSession> {
    await deps.users.recordSuccessfulLogin(row.id);
    await deps.throttle.clear(row.email, client.ip);
    const sessionId = crypto.randomUUID();
    await deps.repo.createSession({ id: sessionId, userId: row.id, expiresAt: isoIn(refreshTtlMs, now()), ...client });
    await deps.audit.record({
      action: 'auth.login.success',
      actorId: row.id,
      actorEmail: row.email,
      ip: client.ip,
      target: sessionId,
      ...(secondFactor ? { details: { secondFactor } } : {}),
    });
    await deps.activity.record({
      userId: row.id,
      type: 'login',
      title: ACTIVITY_TEXTS.signedIn,
      description: client.ip ? ACTIVITY_TEXTS.newSessionFrom(client.ip) : ACTIVITY_TEXTS.newSession,
    });
    const fresh = (await deps.users.findById(row.id)) ?? row;
    return issue(fresh, sessionId, await issueRefreshToken(sessionId));
  }

  /** A session is idle once its last activity is older than the sessionTimeout setting. */
  async function isIdle(lastActiveAt: string): Promise<boolean> {
    const { platform } = await deps.settings.get();
    return Date.parse(lastActiveAt) + platform.sessionTimeout * 60_000 < now();
  }

  return {
    /**
     * A trader's or a seller's own account (`accountType`; the schema never lets 'admin' through), with the terms
     * version it accepted and when, written in the same transaction as the account.
     */
    async register(input: Registration, client: ClientInfo): Promise<User> {
      await gate.assertRegistrationOpen();
      await passwordPolicy.assertAcceptable(input.password, 'password');
      const passwordHash = await hashPassword(input.password);
      const { requireEmailVerification } = (await deps.settings.get()).platform;
      // The account, its verification link and the mail carrying it are written together, or not at all.
      const row = await deps.repo.transaction(async (trx) => {
        const { accountType, acceptTerms: _accepted, ...person } = input;
        const inserted = await deps.users.insert({ ...person, role: accountType, passwordHash, emailVerified: false }, trx);
        if (inserted) await deps.users.recordTermsAcceptance(inserted.id, TERMS_VERSION, nowIso(), trx);
        if (inserted && requireEmailVerification) await emailVerification.write(inserted, trx);
        return inserted;
      });
      if (!row) throw new AppError(409, ERROR_CODES.emailTaken, SERVER_TEXTS.emailTaken, [{ path: 'email', message: SERVER_TEXTS.emailTaken }]);
      await deps.audit.record({ action: 'auth.register', actorId: row.id, actorEmail: row.email, target: row.id, ip: client.ip, details: { role: row.role, termsVersion: TERMS_VERSION } });
      if (requireEmailVerification) await emailVerification.audited(row, client.ip);
      return toUser(row);
    },

    /**
     * Unknown email, wrong password and locked-out address answer alike; each attempt is audited (account and
     * address, never the password). An address that keeps failing waits longer between attempts (429).
     */
    async login(email: string, password: string, client: ClientInfo): Promise<IssuedSession | TwoFactorChallenge> {
      const throttled = await deps.throttle.check(email, client.ip);
      if (throttled.kind === 'slowed') throw AppError.tooManyRequests(throttled.retryAfterMs);
      const row = await deps.users.findByEmail(email);
      const fail = async (reason: string) => {
        await deps.audit.record({ action: 'auth.login.failed', actorId: row?.id ?? null, actorEmail: email, ip: client.ip, details: { reason } });
        return invalidCredentials();
      };
      if (!row || throttled.kind === 'locked') {
        await verifyPassword(await decoyPasswordHash(), password);
        if (!row) await deps.throttle.fail(email, client.ip);
        throw await fail(row ? 'locked' : 'unknown_email');
      }
      if (!(await verifyPassword((await deps.users.passwordHashOf(row.id)) ?? (await decoyPasswordHash()), password))) {
        await deps.throttle.fail(email, client.ip);
        throw await fail('wrong_password');
      }
      if (row.status !== 'active') {
        await deps.audit.record({ action: 'auth.login.refused', actorId: row.id, actorEmail: row.email, ip: client.ip, details: { status: row.status } });
        throw new AppError(403, ERROR_CODES.accountNotActive, SERVER_TEXTS.accountNotActive);
      }
      await gate.assertMaySignIn(row, client.ip);
      // The failure count is not reset here: wrong authenticator codes keep counting towards the lockout.
      const challengeToken = await deps.twoFactor.challengeFor(row);
      if (challengeToken) {
        await deps.audit.record({ action: 'auth.login.two_factor_required', actorId: row.id, actorEmail: row.email, ip: client.ip });
        return { twoFactorRequired: true, challengeToken };
      }
      return startSession(row, client);
    },

    /**
     * The code step of a two-factor sign-in. A wrong code is audited and counts as a failed attempt; an expired,
     * used-up or unknown challenge means signing in again.
     */
    async completeTwoFactor(challengeToken: string, code: string, client: ClientInfo): Promise<IssuedSession> {
      const expired = () => AppError.unauthorized(TWO_FACTOR_TEXTS.challengeExpired, TWO_FACTOR_ERROR_CODES.challengeExpired);
      const answer = await deps.twoFactor.answerChallenge(challengeToken, code);
      if (answer.outcome === 'expired') throw expired();
      const row = await deps.users.findById(answer.userId);
      if (!row) throw expired();
      if (answer.outcome === 'wrong') {
        await deps.audit.record({ action: 'auth.login.two_factor_failed', actorId: row.id, actorEmail: row.email, ip: client.ip, details: { reason: answer.reason, attempt: answer.wrongCodes } });
        await deps.throttle.fail(row.email, client.ip);
        throw AppError.unauthorized(TWO_FACTOR_TEXTS.invalidCode, TWO_FACTOR_ERROR_CODES.invalidCode);
      }
      // This address may have been locked out, or the account suspended, while the code was being typed.
      if ((await deps.throttle.check(row.email, client.ip)).kind === 'locked') throw expired();
      if (row.status !== 'active') throw new AppError(403, ERROR_CODES.accountNotActive, SERVER_TEXTS.accountNotActive);
      await gate.assertMaySignIn(row, client.ip);
      return startSession(row, client, answer.method);
    },

    /**
     * Rotates the refresh token. A token used again inside the grace window (two tabs, a retried request) gets the
     * same successor as its first use, so there is only ever one chain; used again after the window, it is a
     * replay and the whole session is revoked.
     */
    async refresh(refreshToken: string, client: ClientInfo): Promise<IssuedSession> {
      const hash = hashToken(refreshToken);
      const stored = await deps.repo.findRefreshToken(hash);
      if (!stored || Date.parse(stored.expires_at) <= now()) throw sessionExpired();
      const found = await deps.repo.findSessionWithAccount(stored.session_id);
      if (!found || found.session.revokedAt || Date.parse(found.session.expiresAt) <= now()) throw sessionExpired();
      const { session, account } = found;
      if (account.status !== 'active') throw sessionExpired();
      await gate.assertMayRefresh(account.role);
      if (await isIdle(session.lastActiveAt)) {
        await deps.repo.revokeSession(session.id);
        throw sessionExpired();
      }
      let successorNonce = randomToken();
      const firstUse = stored.used_at === null && (await deps.repo.markRefreshTokenUsed(hash, successorNonce));
      if (!firstUse) {
        // Read again: the rotation that won may have happened after `stored` was read.
        const rotated = await deps.repo.findRefreshToken(hash);
        const usedAt = rotated?.used_at ?? nowIso(now());
        if (!rotated?.successor_nonce || Date.parse(usedAt) + REFRESH_REUSE_GRACE_MS < now()) {
          await deps.repo.revokeSession(session.id);
          await deps.audit.record({
            action: 'auth.refresh.reuse',
            actorId: account.id,
            actorEmail: account.email,
            ip: client.ip,
            target: session.id,
          });
          throw sessionExpired();
        }
        successorNonce = rotated.successor_nonce;
      }
      await deps.repo.touchSession(session.id);
      const successor = successorToken(refreshToken, successorNonce);
      return issue(account, session.id, await issueRefreshToken(session.id, successor));
    },

    async logout(sessionId: string): Promise<void> {
      await deps.repo.revokeSession(sessionId);
    },

    async sessionIdOfRefreshToken(refreshToken: string): Promise<string | undefined> {
      return (await deps.repo.findRefreshToken(hashToken(refreshToken)))?.session_id;
    },

    /**
     * Checks an access token and then the database: the session is live (not revoked, expired or idle), the user
     * exists and is active. The role comes from the database, not the token.
     */
    async authenticate(accessToken: string): Promise<SignedInUser> {
      const claims = await deps.jwt.verifyAccess(accessToken);
      if (!claims) throw sessionExpired();
      const found = await deps.repo.findSessionWithAccount(claims.sessionId);
      if (!found) throw sessionExpired();
      const { session, account } = found;
      if (account.id !== claims.userId || session.revokedAt || account.status !== 'active') throw sessionExpired();
      if (Date.parse(session.expiresAt) <= now()) throw sessionExpired();
      if (await isIdle(session.lastActiveAt)) throw sessionExpired();
      if (Date.parse(session.lastActiveAt) + TOUCH_INTERVAL_MS < now()) await deps.repo.touchSession(session.id);
      return {
        id: account.id,
        email: account.email,
        role: account.role,
        sessionId: session.id,
        emailVerified: account.emailVerified,
        mustChangePassword: account.mustChangePassword,
      };
    },

    /** Why an authenticated request is refused by the settings or the account's pending setup, or null (plugins/access.ts). */
    accountRestriction: gate.restrictionFor,
    verifyEmail: emailVerification.verify,
    resendVerification: emailVerification.resend,

    async profile(userId: string): Promise<User> {
      const row = await deps.users.findById(userId);
      if (!row) throw sessionExpired();
      return toUser(row);
    },

    /**
     * Same answer, in about the same time, whether or not the email exists or the mail server is up: the token and
     * its mail are stored together and the sender delivers later. The mail carries a single-use token valid 1 hour.
     */
    async forgotPassword(email: string, client: ClientInfo): Promise<void> {
      const row = await deps.users.findByEmail(email);
      await deps.audit.record({ action: 'auth.password_reset.requested', actorId: row?.id ?? null, actorEmail: email, ip: client.ip, details: { known: Boolean(row) } });
      if (!row || row.status !== 'active') return;
      const token = randomToken();
      const link = `${deps.publicUrl}/forgot-password?email=${encodeURIComponent(row.email)}&token=${encodeURIComponent(token)}`;
      await deps.repo.transaction(async (trx) => {
        await deps.repo.insertPasswordReset({ hash: hashToken(token), userId: row.id, expiresAt: isoIn(TIMING.resetLinkLifetimeMs, now()) }, trx);
        const words = accountMailTexts(row.language);
        await deps.mailer.send(
          accountMail({
            to: row.email,
            language: row.language,
            subject: words.reset.subject,
            lines: [words.greeting(row.firstName), '', words.reset.intro, link, '', words.reset.token(token), '', words.reset.ignore],
          }),
          trx,
        );
      });
    },

    /** Sets the new password and ends every session of the user. */
    async resetPassword(input: { email: string; confirmationCode: string; newPassword: string }, client: ClientInfo): Promise<void> {
      const hash = hashToken(input.confirmationCode);
      const reset = await deps.repo.findPasswordReset(hash);
      const row = reset ? await deps.users.findById(reset.user_id) : undefined;
      const invalid = () => new AppError(400, ERROR_CODES.resetInvalid, SERVER_TEXTS.resetInvalid);
      if (!reset || !row || row.email !== input.email || reset.used_at || Date.parse(reset.expires_at) <= now()) throw invalid();
      await passwordPolicy.assertAcceptable(input.newPassword, 'newPassword');
      if (!(await deps.repo.markPasswordResetUsed(hash))) throw invalid();
      await deps.users.setPassword(row.id, await hashPassword(input.newPassword));
      // Owning the mailbox proves the owner: every address locked out of the account may try again.
      await deps.throttle.unlock(row.email);
      await deps.repo.expirePasswordResets(row.id);
      await deps.repo.revokeAllSessions(row.id);
      await deps.audit.record({ action: 'auth.password_reset.completed', actorId: row.id, actorEmail: row.email, ip: client.ip });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
