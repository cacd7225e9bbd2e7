/**
 * The Monday weekly brief's words (issue 14): one notification for every subscriber, stored once in English. Its title
 * and headings are found again by their words for an Arabic reader (arabic.ts); the figures and the desk's alerts
 * stay as they are. No zod here.
 */
import { PRICE_INSTRUMENTS, type PriceSymbol } from './price-constants';

/** One symbol's line of the week's table; null figures when no close was recorded. */
export interface WeeklyBriefRow {
  symbol: PriceSymbol;
  close: number | null;
  changePercent: number | null;
}

/** One of the desk's market alerts of the week. */
export interface WeeklyBriefAlert {
  title: string;
  region: string;
  impact: string;
}

const number = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const WEEKLY_BRIEF_TEXTS = {
  title: (weekEnd: string) => `Weekly market brief: the week to ${weekEnd}`,
  tableHeading: 'Closes of the week (change on the previous week)',
  row: (row: WeeklyBriefRow) => {
    const { name, currency } = PRICE_INSTRUMENTS[row.symbol];
    const label = `${name} (${row.symbol})`.padEnd(26);
    if (row.close === null) return `${label}no close recorded`;
    const change = row.changePercent === null ? 'n/a' : `${row.changePercent >= 0 ? '+' : ''}${row.changePercent.toFixed(2)}%`;
    return `${label}${`${number(row.close)} ${currency}`.padStart(16)}  ${change.padStart(8)}`;
  },
  alertsHeading: "The desk's market alerts this week",
  noAlerts: 'No market alerts this week.',
  alert: (alert: WeeklyBriefAlert) => `- [${alert.impact}] ${alert.title} (${alert.region})`,
} as const;

/** The brief's text: the week's table, then the desk's alerts. */
export function weeklyBriefBody(rows: readonly WeeklyBriefRow[], alerts: readonly WeeklyBriefAlert[]): string {
  return [
    WEEKLY_BRIEF_TEXTS.tableHeading,
    ...rows.map(WEEKLY_BRIEF_TEXTS.row),
    '',
    WEEKLY_BRIEF_TEXTS.alertsHeading,
    ...(alerts.length === 0 ? [WEEKLY_BRIEF_TEXTS.noAlerts] : alerts.map(WEEKLY_BRIEF_TEXTS.alert)),
  ].join('\n');
}
