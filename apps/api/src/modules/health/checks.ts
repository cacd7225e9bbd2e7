import fs from 'node:fs/promises';
import type { HealthCheck, HealthCheckName, HealthReport, PriceHealth } from '@ctp/domain';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { isReachable } from '../../db/connection';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/time';

export interface HealthCheckDeps {
  db: Kysely<Database>;
  /** The price service built in app.ts; only its own view of its provider is read (no extra upstream call). */
  prices: { health(): PriceHealth };
  /** SMTP_URL when set (the server is asked to accept a connection), otherwise the local outbox folder. */
  mail: { smtpUrl: string | undefined; outboxDir: string };
  now?: () => number;
}

/** A dead mail server must not hold the admin's page for the operating system's TCP timeout. */
const SMTP_TIMEOUT_MS = 5_000;

type Probe = () => Promise<{ ok: boolean; detail: string }>;

/**
 * The platform's health: the database, the price service and the mail path, each timed.
 * The database down is critical (nothing works); prices or mail down is a warning (the rest works).
 * Used by GET /admin/system/health, the alert timer (modules/alerts) and the admin dashboard.
 */
export function createHealthChecks({ db, prices, mail, now = Date.now }: HealthCheckDeps) {
  const probes: Record<HealthCheckName, Probe> = {
    database: async () =>
      (await isReachable(db)) ? { ok: true, detail: 'The database answers' } : { ok: false, detail: 'The database does not answer' },

    prices: async () => {
      const state = prices.health();
      if (state.provider_state === 'down') {
        return { ok: false, detail: `The price source (${state.provider}) failed at ${state.last_failure}; serving cached or fallback prices` };
      }
      if (state.provider_state === 'unknown') return { ok: true, detail: `The price source (${state.provider}) has not been asked yet` };
      return { ok: true, detail: `The price source (${state.provider}) answered at ${state.last_success}` };
    },

    mail: async () => {
      if (mail.smtpUrl) {
        const transport = nodemailer.createTransport({
          url: mail.smtpUrl,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        });
        try {
          await transport.verify();
          return { ok: true, detail: 'The SMTP server accepts connections' };
        } catch (error) {
          return { ok: false, detail: `The SMTP server refused: ${error instanceof Error ? error.message : String(error)}` };
        } finally {
          transport.close();
        }
      }
      try {
        await fs.mkdir(mail.outboxDir, { recursive: true });
        await fs.access(mail.outboxDir, fs.constants.W_OK);
        return { ok: true, detail: 'No SMTP server configured; the local mail outbox is writable' };
      } catch {
        return { ok: false, detail: 'No SMTP server configured and the local mail outbox is not writable' };
      }
    },
  };

  async function timed(name: HealthCheckName, probe: Probe): Promise<HealthCheck> {
    const started = performance.now();
    const result = await probe().catch((error: unknown) => ({ ok: false, detail: error instanceof Error ? error.message : String(error) }));
    return { name, ...result, latencyMs: Math.round(performance.now() - started) };
  }

  return {
    async run(): Promise<HealthReport> {
      const checks = await Promise.all((Object.keys(probes) as HealthCheckName[]).map((name) => timed(name, probes[name])));
      const failed = checks.filter((check) => !check.ok);
      const status = failed.some((check) => check.name === 'database') ? 'critical' : failed.length > 0 ? 'warning' : 'healthy';
      return { status, checkedAt: nowIso(now()), checks };
    },
  };
}

export type HealthChecks = ReturnType<typeof createHealthChecks>;
