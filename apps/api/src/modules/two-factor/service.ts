import { TWO_FACTOR, accountMailTexts, TWO_FACTOR_ERROR_CODES, TWO_FACTOR_TEXTS, normalizeOneTimeCode, type TwoFactorSetup, type TwoFactorStatus } from '@ctp/domain';
import { accountMail } from '../../lib/account-mail';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../plugins/access';
import { isoIn, nowIso } from '../../lib/time';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Mailer } from '../../plugins/mailer';
import type { SecretBox } from '../../lib/secret-box';
import type { AuditLog } from '../audit';
import type { SignInThrottle } from '../credentials';
import { verifyPassword } from '../credentials';
import type { SettingsService } from '../settings';
import type { Account, UsersRepository } from '../users';
import type { TwoFactorRepository } from './repository';
import { matchingTimeStep, newRecoveryCodes, newTotpSecret, provisioning, recoveryCodeHash } from './totp';

interface Deps {
  repo: TwoFactorRepository;
  users: UsersRepository;
  settings: SettingsService;
  audit: AuditLog;
  mailer: Mailer;
  /** TOTP secrets are stored sealed with it. */
  secrets: SecretBox;
  /** Wrong passwords and codes given to turn two-factor off count towards the sign-in lockout. */
  attempts: Pick<SignInThrottle, 'guard'>;
  now?: () => number;
}

/** How a second factor was given. */
export type SecondFactor = 'totp' | 'recovery_code';

/** What the code step of a sign-in came to; the auth service turns it into a session or an error. */
export type ChallengeAnswer =
  | { outcome: 'passed'; userId: string; method: SecondFactor }
  | { outcome: 'wrong'; userId: string; reason: 'wrong_code' | 'replayed'; wrongCodes: number }
  | { outcome: 'expired' };

const conflict = (code: string, message: string) => new AppError(409, code, message);
/** 400, not 401, for a signed-in caller: the session is fine, and a 401 would make the client refresh and retry. */
const rejected = (code: string, message: string, path: string) => new AppError(400, code, message, [{ path, message }]);
const gone = () => AppError.unauthorized();

export function createTwoFactorService(deps: Deps) {
  const now = deps.now ?? Date.now;

  const isAvailable = async () => (await deps.settings.get()).platform.enableTwoFactorAuth;

  async function assertAvailable(): Promise<void> {
    if (!(await isAvailable())) throw new AppError(403, TWO_FACTOR_ERROR_CODES.notAvailable, TWO_FACTOR_TEXTS.notAvailable);
  }

  async function accountOf(caller: Principal): Promise<Account> {
    const row = await deps.users.findById(caller.id);
    if (!row) throw gone();
    return row;
  }

  /**
   * Checks an authenticator code (each time step is accepted once) or else a recovery code (each used once).
   * 'replayed' is a right code whose step was already used.
   */
  async function acceptCode(userId: string, sealedSecret: string, code: string): Promise<SecondFactor | 'replayed' | null> {
    if (code.length === TWO_FACTOR.codeDigits) {
      const step = await matchingTimeStep(deps.secrets.open(sealedSecret), code, now());
      if (step === null) return null;
      return (await deps.repo.claimTimeStep(userId, step)) ? 'totp' : 'replayed';
    }
    return (await deps.repo.useRecoveryCode(userId, recoveryCodeHash(code))) ? 'recovery_code' : null;
  }

  /** Security notice to the account's own address, so an unexpected change is noticed. */
  const notify = (row: Account, change: 'enabled' | 'disabled') => {
    const words = accountMailTexts(row.language);
    const { twoFactor } = words;
    return deps.mailer.send(
      accountMail({
        to: row.email,
        language: row.language,
        subject: change === 'enabled' ? twoFactor.enabledSubject : twoFactor.disabledSubject,
        lines: [words.greeting(row.firstName), '', change === 'enabled' ? twoFactor.enabled : twoFactor.disabled, '', twoFactor.notYou],
      }),
    );
  };

  return {
    /**
     * The data migration of encryption at rest, run at every start (it finds nothing once done): seals the TOTP
     * secrets that versions before it stored in plain text. Answers how many it sealed.
     */
    async sealPlainSecrets(): Promise<number> {
      const plain = await deps.repo.plainSecrets();
      for (const { id, secret } of plain) await deps.repo.replaceSecret(id, secret, deps.secrets.seal(secret));
      return plain.length;
    },

    async status(caller: Principal): Promise<TwoFactorStatus> {
      const row = await accountOf(caller);
      const enabled = row.totpEnabledAt !== null;
      return {
        success: true,
        available: await isAvailable(),
        enabled,
        recoveryCodesLeft: enabled ? await deps.repo.recoveryCodesLeft(row.id) : 0,
      };
    },

    /** A new secret, shown once; it takes effect only when a code from it is confirmed (enable). */
    async setup(caller: Principal, ip: string | null): Promise<TwoFactorSetup> {
      await assertAvailable();
      const row = await accountOf(caller);
      const alreadyEnabled = () => conflict(TWO_FACTOR_ERROR_CODES.alreadyEnabled, TWO_FACTOR_TEXTS.alreadyEnabled);
      if (row.totpEnabledAt) throw alreadyEnabled();
      const secret = newTotpSecret();
      if (!(await deps.repo.savePendingSecret(row.id, deps.secrets.seal(secret)))) throw alreadyEnabled();
      await deps.audit.record({ action: 'two_factor.setup_started', actorId: row.id, actorEmail: row.email, target: row.id, ip });
      return { success: true, message: TWO_FACTOR_TEXTS.setupStarted, secret, ...(await provisioning(secret, row.email)) };
    },

    /** Confirms the pending secret with a code from the app; answers the recovery codes, which are not shown again. */
    async enable(caller: Principal, code: string, ip: string | null): Promise<string[]> {
      await assertAvailable();
      const row = await accountOf(caller);
      if (row.totpEnabledAt) throw conflict(TWO_FACTOR_ERROR_CODES.alreadyEnabled, TWO_FACTOR_TEXTS.alreadyEnabled);
      if (!row.totpSecret) throw conflict(TWO_FACTOR_ERROR_CODES.notSetUp, TWO_FACTOR_TEXTS.notSetUp);
      const step = await matchingTimeStep(deps.secrets.open(row.totpSecret), code, now());
      // The confirming code counts as used, so it cannot also complete a sign-in.
      if (step === null || !(await deps.repo.claimTimeStep(row.id, step))) {
        await deps.audit.record({ action: 'two_factor.enable_failed', actorId: row.id, actorEmail: row.email, target: row.id, ip });
        throw rejected(TWO_FACTOR_ERROR_CODES.invalidCode, TWO_FACTOR_TEXTS.invalidCode, 'code');
      }
      const codes = newRecoveryCodes();
      if (!(await deps.repo.enable(row.id, row.totpSecret, codes.map(recoveryCodeHash)))) {
        throw conflict(TWO_FACTOR_ERROR_CODES.alreadyEnabled, TWO_FACTOR_TEXTS.alreadyEnabled);
      }
      await deps.audit.record({ action: 'two_factor.enabled', actorId: row.id, actorEmail: row.email, target: row.id, ip, details: { before: { enabled: false }, after: { enabled: true } } });
      await notify(row, 'enabled');
      return codes;
    },

    /**
     * Turns two-factor sign-in off (allowed even while the platform setting is off) after the owner proves
     * it is them with the password or a code; the secret and recovery codes are deleted.
     */
    async disable(caller: Principal, proof: { password?: string | undefined; code?: string | undefined }, ip: string | null): Promise<void> {
      const row = await accountOf(caller);
      if (!row.totpEnabledAt || !row.totpSecret) throw conflict(TWO_FACTOR_ERROR_CODES.notEnabled, TWO_FACTOR_TEXTS.notEnabled);
      const fail = async (reason: string, error: AppError) => {
        await deps.audit.record({ action: 'two_factor.disable_failed', actorId: row.id, actorEmail: row.email, target: row.id, ip, details: { reason } });
        return error;
      };
      const secret = row.totpSecret;
      let method: string;
      if (proof.code !== undefined) {
        const code = proof.code;
        const given: { factor: SecondFactor | 'replayed' | null } = { factor: null };
        const passed = await deps.attempts.guard(row.email, ip, async () => {
          given.factor = await acceptCode(row.id, secret, code);
          return given.factor !== null && given.factor !== 'replayed';
        });
        if (!passed) throw await fail(given.factor ?? 'wrong_code', rejected(TWO_FACTOR_ERROR_CODES.invalidCode, TWO_FACTOR_TEXTS.invalidCode, 'code'));
        method = given.factor as SecondFactor;
      } else {
        const hash = (await deps.users.passwordHashOf(row.id)) ?? '';
        if (!(await deps.attempts.guard(row.email, ip, () => verifyPassword(hash, proof.password ?? '')))) {
          throw await fail('wrong_password', rejected(TWO_FACTOR_ERROR_CODES.wrongPassword, TWO_FACTOR_TEXTS.wrongPassword, 'password'));
        }
        method = 'password';
      }
      await deps.repo.disable(row.id);
      await deps.audit.record({ action: 'two_factor.disabled', actorId: row.id, actorEmail: row.email, target: row.id, ip, details: { method, before: { enabled: true }, after: { enabled: false } } });
      await notify(row, 'disabled');
    },

    /**
     * Re-confirms a signed-in user before a step that binds them (signing a contract, docs/decisions/020): a code from
     * their authenticator (or a recovery code) when they are enrolled, else their password. A wrong answer counts
     * towards the sign-in lockout, as at sign-in; a missing one does not. True when confirmed.
     */
    async reconfirm(userId: string, proof: { password?: string | undefined; code?: string | undefined }, ip: string | null): Promise<boolean> {
      const row = await deps.users.findById(userId);
      if (!row) return false;
      if (row.totpEnabledAt && row.totpSecret) {
        const secret = row.totpSecret;
        if (proof.code === undefined) return false;
        const code = normalizeOneTimeCode(proof.code);
        return deps.attempts.guard(row.email, ip, async () => {
          const factor = await acceptCode(row.id, secret, code);
          return factor !== null && factor !== 'replayed';
        });
      }
      const password = proof.password;
      if (password === undefined) return false;
      const hash = (await deps.users.passwordHashOf(row.id)) ?? '';
      return deps.attempts.guard(row.email, ip, () => verifyPassword(hash, password));
    },

    /**
     * After a right password: a challenge token when this sign-in needs a code (the setting is on and the user
     * is enrolled), else null. With the setting off, enrolled users keep their secret but are not asked.
     */
    async challengeFor(row: Account): Promise<string | null> {
      if (!row.totpEnabledAt || !row.totpSecret || !(await isAvailable())) return null;
      const token = randomToken();
      await deps.repo.deleteChallengesExpiredBefore(nowIso(now()));
      await deps.repo.createChallenge({ tokenHash: hashToken(token), userId: row.id, expiresAt: isoIn(TWO_FACTOR.challengeLifetimeMs, now()) });
      return token;
    },

    /**
     * The code step of a sign-in. A challenge is used once, lasts 5 minutes and dies with the 5th wrong code;
     * one whose user turned 2FA off meanwhile is void.
     */
    async answerChallenge(challengeToken: string, code: string): Promise<ChallengeAnswer> {
      const tokenHash = hashToken(challengeToken);
      const challenge = await deps.repo.findChallenge(tokenHash);
      if (!challenge || challenge.used_at || Date.parse(challenge.expires_at) <= now() || challenge.wrong_codes >= TWO_FACTOR.challengeMaxWrongCodes) {
        return { outcome: 'expired' };
      }
      const row = await deps.users.findById(challenge.user_id);
      if (!row?.totpEnabledAt || !row.totpSecret) return { outcome: 'expired' };
      const accepted = await acceptCode(row.id, row.totpSecret, code);
      if (accepted === null || accepted === 'replayed') {
        const wrongCodes = await deps.repo.recordWrongCode(tokenHash);
        if (wrongCodes >= TWO_FACTOR.challengeMaxWrongCodes) await deps.repo.consumeChallenge(tokenHash);
        return { outcome: 'wrong', userId: row.id, reason: accepted ?? 'wrong_code', wrongCodes };
      }
      if (!(await deps.repo.consumeChallenge(tokenHash))) return { outcome: 'expired' };
      return { outcome: 'passed', userId: row.id, method: accepted };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
