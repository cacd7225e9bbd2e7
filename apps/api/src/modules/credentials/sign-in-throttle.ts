import { TIMING } from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { AuditLog } from '../audit';
import type { SignInFailuresRepository } from './sign-in-failures-repository';

/** Failures from one address before each further attempt waits: 1 s after the 3rd, then 2 s, 4 s, ... (typos are free). */
const FREE_FAILURES = 2;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 60_000;

/** What a password or code check may do for this account from this address. */
export type ThrottleState = { kind: 'open' } | { kind: 'slowed'; retryAfterMs: number } | { kind: 'locked'; until: string };

/** A wrong password or code counted: `locked` when it was the one that locked the pair out. */
export interface CountedFailure {
  failures: number;
  locked: boolean;
}

/** The delay a pair with `failures` failures must leave after its last one. */
export const delayAfter = (failures: number) =>
  failures <= FREE_FAILURES ? 0 : Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES - 1), MAX_DELAY_MS);

/**
 * Failed password and code checks, counted per account and client address (finding: anyone could lock anyone out).
 * The address that fails is slowed by a growing delay and, at the maxLoginAttempts setting, locked out for 15 minutes;
 * the account's owner signing in from another address is not affected. The account is the email as typed, so unknown
 * emails are counted alike and the answers say nothing about which accounts exist.
 */
interface Deps {
  failures: SignInFailuresRepository;
  /** The maxLoginAttempts setting. */
  maxAttempts: () => Promise<number>;
  /** The id of the account an email belongs to, if any (the lockout's audit entry names it; alerts check its role). */
  accountId: (email: string) => Promise<string | null>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => number;
}

export function createSignInThrottle({ failures: repo, maxAttempts, accountId, audit, now = Date.now }: Deps) {
  const addressOf = (ip: string | null) => ip ?? 'unknown';

  async function check(account: string, ip: string | null): Promise<ThrottleState> {
    const row = await repo.find(account, addressOf(ip));
    if (!row) return { kind: 'open' };
    if (row.lockedUntil && Date.parse(row.lockedUntil) > now()) return { kind: 'locked', until: row.lockedUntil };
    const wait = Date.parse(row.lastFailureAt) + delayAfter(row.failures) - now();
    return wait > 0 ? { kind: 'slowed', retryAfterMs: wait } : { kind: 'open' };
  }

  /**
   * Counts a failure; the one that reaches maxLoginAttempts locks the pair, starts a new count and is audited
   * (`auth.lockout`, which the System Alerts watch).
   */
  async function fail(account: string, ip: string | null): Promise<CountedFailure> {
    const failures = await repo.increment(account, addressOf(ip), nowIso(now()));
    if (failures < (await maxAttempts())) return { failures, locked: false };
    await repo.lock(account, addressOf(ip), nowIso(now() + TIMING.lockoutMs));
    await audit.record({ action: 'auth.lockout', actorId: await accountId(account), actorEmail: account, ip, details: { failures } });
    return { failures, locked: true };
  }

  return {
    check,
    fail,

    /**
     * A password or code check outside sign-in (changing the password, turning two-factor off with a stolen
     * token): counted like a sign-in. An address that must wait gets a 429; a locked-out one is refused like a
     * wrong answer without the check running. True when the check passed.
     */
    async guard(account: string, ip: string | null, verify: () => Promise<boolean>): Promise<boolean> {
      const state = await check(account, ip);
      if (state.kind === 'slowed') throw AppError.tooManyRequests(state.retryAfterMs);
      if (state.kind === 'locked') return false;
      if (await verify()) return true;
      await fail(account, ip);
      return false;
    },

    /** A right password from this address: its count starts again. */
    async clear(account: string, ip: string | null): Promise<void> {
      await repo.clear(account, addressOf(ip));
    },

    /** The addresses locked out of an account now, with when each lock ends (the Security tab). */
    lockouts: () => repo.lockedAfter(nowIso(now())),

    /** When the latest lock of the account ends, from any address; null when none holds now. */
    lockedUntil: (account: string) => repo.latestLockAfter(account, nowIso(now())),

    /** The administrator's unlock: every address of the account may try again at once. */
    unlock: (account: string) => repo.removeAccount(account),
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
