import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema';
import { serialRounds } from '../lib/serial-rounds';
import { nowIso } from '../lib/time';
import type { Mail, MailCategory, Mailer, MailTransport } from './mailer';

/** Retries: 30 s, 1 min, 2 min, 4 min, 8 min after the failures before the sixth and last attempt. */
export const MAIL_RETRY = { firstBackoffMs: 30_000, maxAttempts: 6 } as const;
/** A sender holds a message this long; one that crashed meanwhile gives it back to the others. */
const LEASE_MS = 5 * 60_000;
/** Mail written inside a transaction is picked up by the 'mail-outbox' job this often (or by the next send's kick) once committed. */
export const MAIL_POLL_MS = 2_000;
const BATCH = 20;
/** How long closing the app waits for a delivery round in progress. */
const STOP_GRACE_MS = 3_000;

export interface UndeliverableMail {
  id: string;
  to: string;
  category: MailCategory;
  attempts: number;
  error: string;
}

/** Stores mail in the outbox table, in the caller's transaction when given; `kick` starts a delivery round. */
export function createMailOutbox({ db, now, kick }: { db: Kysely<Database>; now: () => number; kick: () => void }): Mailer {
  return {
    async send(mail: Mail, trx?: Kysely<Database>) {
      const at = nowIso(now());
      await (trx ?? db)
        .insertInto('mail_outbox')
        .values({
          id: crypto.randomUUID(),
          recipient: mail.to,
          subject: mail.subject,
          body: mail.text,
          html: mail.html ?? null,
          headers: mail.headers ? JSON.stringify(mail.headers) : null,
          category: mail.category ?? 'account',
          status: 'pending',
          attempts: 0,
          next_attempt_at: at,
          last_error: null,
          created_at: at,
          sent_at: null,
        })
        .execute();
      kick();
    },
  };
}

/** An SMTP error names the server's complaint; keep it short, and never the message (it may hold a link). */
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * Delivers the outbox: due messages are claimed one by one (a conditional update that only one sender wins, so
 * two instances never send the same mail), handed to the transport, and marked sent; a failure is retried with
 * doubling back-off, and after the last attempt the message is marked failed and reported to `onGaveUp` listeners.
 */
export function createMailSender({ db, transport, log, now }: { db: Kysely<Database>; transport: MailTransport; log: FastifyBaseLogger; now: () => number }) {
  const gaveUpListeners: Array<(mail: UndeliverableMail) => Promise<void> | void> = [];
  let stopped = false;

  async function claim(id: string, dueAt: string, attempts: number): Promise<boolean> {
    const result = await db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: nowIso(now() + LEASE_MS), attempts: attempts + 1 })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', dueAt)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function deliverOne(row: MailOutboxTable): Promise<void> {
    if (!(await claim(row.id, row.next_attempt_at, row.attempts))) return;
    const attempts = row.attempts + 1;
    try {
      await transport.deliver({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        category: row.category as MailCategory,
        ...(row.html ? { html: row.html } : {}),
        ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
      });
      await db.updateTable('mail_outbox').set({ status: 'sent', sent_at: nowIso(now()), last_error: null }).where('id', '=', row.id).execute();
    } catch (error) {
      const lastError = describe(error);
      const gaveUp = attempts >= MAIL_RETRY.maxAttempts;
      const retryAt = nowIso(now() + MAIL_RETRY.firstBackoffMs * 2 ** (attempts - 1));
      await db
        .updateTable('mail_outbox')
        .set({ status: gaveUp ? 'failed' : 'pending', next_attempt_at: retryAt, last_error: lastError })
        .where('id', '=', row.id)
        .execute();
      log.warn({ mailId: row.id, to: row.recipient, attempts, gaveUp, err: lastError }, 'mail delivery failed');
      if (gaveUp) {
        const failure = { id: row.id, to: row.recipient, category: row.category as MailCategory, attempts, error: lastError };
        for (const listener of gaveUpListeners) await Promise.resolve(listener(failure)).catch((err: unknown) => log.error({ err }, 'mail failure listener failed'));
      }
    }
  }

  async function runRound(): Promise<void> {
    for (;;) {
      const due = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', nowIso(now()))
        .orderBy('next_attempt_at')
        .limit(BATCH)
        .execute();
      for (const row of due) await deliverOne(row);
      if (due.length < BATCH) return;
    }
  }

  /** Delivers everything due now; a call during a round runs one more round after it (mail stored meanwhile). */
  const rounds = serialRounds(runRound, (error) => log.error({ err: error }, 'mail delivery round failed'));
  const deliverDue = rounds.run;

  return {
    deliverDue,

    /** Starts a round soon, outside the request that stored the mail (it never waits for a mail server). */
    kick(): void {
      setImmediate(() => {
        if (!stopped) void deliverDue();
      });
    },

    /** Listeners hear of each message the sender gave up on (the System Alerts raise one). */
    onGaveUp(listener: (mail: UndeliverableMail) => Promise<void> | void): void {
      gaveUpListeners.push(listener);
    },

    /**
     * One delivery round, its failure thrown: the 'mail-outbox' job runs it on one instance every MAIL_POLL_MS. It may
     * overlap a kicked round here: each message is claimed, so the two never send the same mail.
     */
    poll: runRound,

    /** Stops the kicks and lets a kicked round still running finish. */
    async stop(): Promise<void> {
      stopped = true;
      // A hung mail server must not hold the shutdown: the message's lease runs out and it is retried later.
      await Promise.race([rounds.current(), new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref())]);
    },
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
