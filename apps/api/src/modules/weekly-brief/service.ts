import { PRICE_SYMBOLS, WEEKLY_BRIEF_TEXTS, weeklyBriefBody, type NotificationContent, type WeeklyBriefRow } from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../lib/time';
import type { WeeklyBriefRepository } from './repository';
import { dueBriefRun, type BriefRun } from './schedule';

export const WEEKLY_BRIEF_JOB = 'weekly-brief';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface BriefNotifier {
  notify(to: { userIds: string[] }, content: NotificationContent): Promise<unknown>;
}

/** Who may read the brief: it is a feature of the Enterprise package (the enterprise module). */
export interface BriefAudience {
  enterpriseAmong(userIds: readonly string[]): Promise<string[]>;
}

export interface WeeklyBriefServiceDeps {
  repo: WeeklyBriefRepository;
  notifier: BriefNotifier;
  audience: BriefAudience;
  log: FastifyBaseLogger;
  now: () => number;
}

export type BriefOutcome = 'not-due' | 'already-run' | 'sent';

/** The Monday brief (issue 14): sent once per Monday however many instances run, and late the same day if missed. */
export function createWeeklyBriefService({ repo, notifier, audience, log, now }: WeeklyBriefServiceDeps) {
  async function weekRows(run: BriefRun): Promise<WeeklyBriefRow[]> {
    return Promise.all(
      PRICE_SYMBOLS.map(async (symbol) => {
        const [close, previous] = await Promise.all([repo.closeOnOrBefore(symbol, run.weekEnd), repo.closeOnOrBefore(symbol, run.previousWeekEnd)]);
        if (!close) return { symbol, close: null, changePercent: null };
        const changePercent = previous && previous.close > 0 ? ((close.close - previous.close) / previous.close) * 100 : null;
        return { symbol, close: close.close, changePercent };
      }),
    );
  }

  async function send(run: BriefRun) {
    const userIds = await audience.enterpriseAmong(await repo.subscriberIds());
    if (userIds.length === 0) return;
    const [rows, alerts] = await Promise.all([weekRows(run), repo.marketAlertsBetween(nowIso(run.scheduledAt - WEEK_MS), nowIso(run.scheduledAt))]);
    await notifier.notify(
      { userIds },
      {
        category: 'weekly_brief',
        kind: 'weekly_brief.sent',
        title: WEEKLY_BRIEF_TEXTS.title(run.weekEnd),
        // The brief's words are the domain's (WEEKLY_BRIEF_TEXTS), read in Arabic where an Arabic reader sees them.
        body: weeklyBriefBody(rows, alerts),
        // One text for every reader, whatever their portal: the brief is read where it is shown.
        link: null,
        subject: null,
      },
    );
  }

  /** Sends the brief if one is due and no instance has claimed it yet. */
  async function runIfDue(): Promise<BriefOutcome> {
    const run = dueBriefRun(now());
    if (!run) return 'not-due';
    // Claimed before sending: a crash mid-send loses that week's brief rather than sending it twice.
    if (!(await repo.claimRun(WEEKLY_BRIEF_JOB, run.period, nowIso(now())))) return 'already-run';
    await send(run);
    log.info({ period: run.period }, 'weekly brief sent');
    return 'sent';
  }

  return { runIfDue };
}

export type WeeklyBriefService = ReturnType<typeof createWeeklyBriefService>;
