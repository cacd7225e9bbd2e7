/** Muscat keeps UTC+4 all year (no daylight saving), so the brief's hour is a fixed offset from UTC. */
export const MUSCAT_OFFSET_MS = 4 * 60 * 60 * 1000;
export const BRIEF_WEEKDAY = 1; // Monday
export const BRIEF_HOUR = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BriefRun {
  /** The Monday (Muscat calendar day, YYYY-MM-DD): the run's key in scheduled_runs. */
  period: string;
  /** Monday 06:00 Muscat time, in epoch ms. */
  scheduledAt: number;
  /** The week the brief covers: the last close on or before `weekEnd` (the Sunday) against that of `previousWeekEnd`. */
  weekEnd: string;
  previousWeekEnd: string;
}

const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The brief due at `now`, or null. It is due from Monday 06:00 until the end of that Monday in Muscat: a server that was
 * down at 06:00 sends it when it comes back the same day, and a brief missed for a whole day is not sent late.
 */
export function dueBriefRun(now: number): BriefRun | null {
  const local = new Date(now + MUSCAT_OFFSET_MS);
  if (local.getUTCDay() !== BRIEF_WEEKDAY || local.getUTCHours() < BRIEF_HOUR) return null;
  const period = local.toISOString().slice(0, 10);
  return {
    period,
    scheduledAt: Date.parse(`${period}T00:00:00Z`) + BRIEF_HOUR * 60 * 60 * 1000 - MUSCAT_OFFSET_MS,
    weekEnd: dayBefore(period, 1),
    previousWeekEnd: dayBefore(period, 8),
  };
}
