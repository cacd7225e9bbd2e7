import { ACCOUNT_CODES, ACCOUNT_TEXTS, accountMailTexts } from '@ctp/domain';
import { accountMail } from '../../lib/account-mail';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { isoIn } from '../../lib/time';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../plugins/mailer';
import type { AuditLog } from '../audit';
import type { Account, UsersRepository } from '../users';
import type { AuthRepository } from './repository';

/** A verification link works for 24 hours, once. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

interface Deps {
  users: Pick<UsersRepository, 'findById' | 'markEmailVerified'>;
  repo: Pick<AuthRepository, 'insertEmailVerification' | 'findEmailVerification' | 'markEmailVerificationUsed' | 'expireEmailVerifications'>;
  mailer: Mailer;
  audit: AuditLog;
  log: FastifyBaseLogger;
  publicUrl: string;
  now: () => number;
}

/**
 * Email verification (setting requireEmailVerification): a link to /verify-email?token=… by mail, the token
 * stored only as its SHA-256, valid 24 hours and single use.
 */
export function createEmailVerification(deps: Deps) {
  const invalid = () => new AppError(400, ACCOUNT_CODES.verificationInvalid, ACCOUNT_TEXTS.verificationInvalid);

  /** Stores the link's token and its mail, in the caller's transaction when given; audited once that has committed. */
  async function write(row: Pick<Account, 'id' | 'email' | 'firstName' | 'language'>, trx?: Kysely<Database>): Promise<void> {
    const token = randomToken();
    await deps.repo.insertEmailVerification({ hash: hashToken(token), userId: row.id, expiresAt: isoIn(EMAIL_VERIFICATION_TTL_MS, deps.now()) }, trx);
    const link = `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    const words = accountMailTexts(row.language);
    await deps.mailer.send(
      accountMail({
        to: row.email,
        language: row.language,
        subject: words.verification.subject,
        category: 'account',
        lines: [words.greeting(row.firstName), '', words.verification.intro, link, '', words.verification.ignore],
      }),
      trx,
    );
  }

  const audited = (row: Pick<Account, 'id' | 'email'>, ip: string | null) =>
    deps.audit.record({ action: 'auth.email_verification.sent', actorId: row.id, actorEmail: row.email, target: row.id, ip });

  return {
    write,
    audited,

    /** Marks the address of the link's user verified; an unknown, expired or spent link is refused. */
    async verify(token: string, ip: string | null): Promise<void> {
      const hash = hashToken(token);
      const stored = await deps.repo.findEmailVerification(hash);
      if (!stored || stored.used_at || Date.parse(stored.expires_at) <= deps.now()) throw invalid();
      const row = await deps.users.findById(stored.user_id);
      if (!row || !(await deps.repo.markEmailVerificationUsed(hash))) throw invalid();
      await deps.users.markEmailVerified(row.id);
      await deps.audit.record({ action: 'auth.email_verification.completed', actorId: row.id, actorEmail: row.email, target: row.id, ip });
    },

    /** A new link for a signed-in user who has not verified yet; earlier links stop working. */
    async resend(userId: string, ip: string | null): Promise<void> {
      const row = await deps.users.findById(userId);
      if (!row) throw AppError.unauthorized();
      if (row.emailVerified) throw new AppError(409, ACCOUNT_CODES.emailAlreadyVerified, ACCOUNT_TEXTS.emailAlreadyVerified);
      await deps.repo.expireEmailVerifications(row.id);
      await write(row);
      await audited(row, ip);
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
