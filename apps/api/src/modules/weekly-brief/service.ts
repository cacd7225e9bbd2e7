import { PRICE_INSTRUMENTS, PRICE_SYMBOLS, type NotificationContent, type PriceSymbol } from '@ctp/domain';
import { addArabic } from '@ctp/domain/translations';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../lib/time';
import type { WeekAlert, WeeklyBriefRepository } from './repository';
import { dueBriefRun, type BriefRun } from './schedule';

export const WEEKLY_BRIEF_JOB = 'weekly-brief';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface BriefNotifier {
  notify(to: { userIds: string[] }, content: NotificationContent): Promise<unknown>;
}

export interface WeeklyBriefServiceDeps {
  repo: WeeklyBriefRepository;
  notifier: BriefNotifier;
  log: FastifyBaseLogger;
  now: () => number;
}

/** One symbol's line of the week's table; null figures when no close was recorded. */
export interface WeekRow {
  symbol: PriceSymbol;
  close: number | null;
  changePercent: number | null;
}

export type BriefOutcome = 'not-due' | 'already-run' | 'sent';

const number = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const WEEKLY_BRIEF_TEXTS = {
  title: (weekEnd: string) => `Weekly market brief: the week to ${weekEnd}`,
  tableHeading: 'Closes of the week (change on the previous week)',
  row: (row: WeekRow) => {
    const { name, currency } = PRICE_INSTRUMENTS[row.symbol];
    const label = `${name} (${row.symbol})`.padEnd(26);
    if (row.close === null) return `${label}no close recorded`;
    const change = row.changePercent === null ? 'n/a' : `${row.changePercent >= 0 ? '+' : ''}${row.changePercent.toFixed(2)}%`;
    return `${label}${`${number(row.close)} ${currency}`.padStart(16)}  ${change.padStart(8)}`;
  },
  alertsHeading: "The desk's market alerts this week",
  noAlerts: 'No market alerts this week.',
  alert: (alert: WeekAlert) => `- [${alert.impact}] ${alert.title} (${alert.region})`,
} as const;

/**
 * The brief's fixed words in Arabic: the brief is stored once, in English, for every subscriber; an Arabic reader's
 * mail finds its title and headings again by their words (the figures and the desk's alerts stay as they are).
 */
addArabic(WEEKLY_BRIEF_TEXTS, {
  title: (weekEnd) => `النشرة الأسبوعية للأسواق: الأسبوع المنتهي في ${weekEnd}`,
  tableHeading: 'أسعار الإغلاق للأسبوع (والتغير مقارنة بالأسبوع السابق)',
  row: WEEKLY_BRIEF_TEXTS.row,
  alertsHeading: 'تنبيهات السوق الصادرة عن مكتب التداول هذا الأسبوع',
  noAlerts: 'لا توجد تنبيهات للسوق هذا الأسبوع.',
  alert: WEEKLY_BRIEF_TEXTS.alert,
});

/** The brief's text: the week's table, then the desk's alerts. */
export function briefBody(rows: WeekRow[], alerts: WeekAlert[]): string {
  return [
    WEEKLY_BRIEF_TEXTS.tableHeading,
    ...rows.map(WEEKLY_BRIEF_TEXTS.row),
    '',
    WEEKLY_BRIEF_TEXTS.alertsHeading,
    ...(alerts.length === 0 ? [WEEKLY_BRIEF_TEXTS.noAlerts] : alerts.map(WEEKLY_BRIEF_TEXTS.alert)),
  ].join('\n');
}

/** The Monday brief (issue 14): sent once per Monday however many instances run, and late the same day if missed. */
export function createWeeklyBriefService({ repo, notifier, log, now }: WeeklyBriefServiceDeps) {
  async function weekRows(run: BriefRun): Promise<WeekRow[]> {
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
    const userIds = await repo.subscriberIds();
    if (userIds.length === 0) return;
    const [rows, alerts] = await Promise.all([weekRows(run), repo.marketAlertsBetween(nowIso(run.scheduledAt - WEEK_MS), nowIso(run.scheduledAt))]);
    await notifier.notify(
      { userIds },
      {
        category: 'weekly_brief',
        kind: 'weekly_brief.sent',
        title: WEEKLY_BRIEF_TEXTS.title(run.weekEnd),
        body: briefBody(rows, alerts),
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
