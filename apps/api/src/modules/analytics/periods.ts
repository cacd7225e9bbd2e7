import { ANALYTICS_PERIOD_SHAPES, type AnalyticsPeriod, type TrendBucket } from '@ctp/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A reporting window: the current period [start, end] (end is now), the previous period of equal length
 * [previousStart, start), and the start of each trend bucket (UTC).
 */
export interface PeriodWindow {
  bucket: TrendBucket;
  start: number;
  end: number;
  previousStart: number;
  bucketStarts: number[];
}

const startOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
const monthStart = (ms: number, monthsBack: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack, 1);
};

/** Monthly windows: `months` calendar months ending with the current one. */
export function monthlyWindow(now: number, months: number): PeriodWindow {
  return {
    bucket: 'month',
    start: monthStart(now, months - 1),
    end: now,
    previousStart: monthStart(now, 2 * months - 1),
    bucketStarts: Array.from({ length: months }, (_, i) => monthStart(now, months - 1 - i)),
  };
}

/** The window of an analytics period (see ANALYTICS_PERIOD_SHAPES for how each is cut). */
export function periodWindow(period: AnalyticsPeriod, now: number): PeriodWindow {
  const shape = ANALYTICS_PERIOD_SHAPES[period];
  if (shape.bucket === 'month') return monthlyWindow(now, shape.buckets);
  const bucketMs = (shape.bucket === 'week' ? 7 : 1) * DAY_MS;
  const length = shape.buckets * bucketMs;
  // The last bucket ends with today, so today's activity is always on the chart.
  const start = startOfDay(now) + DAY_MS - length;
  return {
    bucket: shape.bucket,
    start,
    end: now,
    previousStart: start - length,
    bucketStarts: Array.from({ length: shape.buckets }, (_, i) => start + i * bucketMs),
  };
}

/** The index of the bucket holding `iso`, or -1 outside the current period. */
export function bucketIndex(window: PeriodWindow, iso: string): number {
  const at = Date.parse(iso);
  if (at < window.start || at > window.end) return -1;
  let index = window.bucketStarts.length - 1;
  while (index > 0 && window.bucketStarts[index]! > at) index--;
  return index;
}

const LABEL_FORMATS: Record<TrendBucket, Intl.DateTimeFormatOptions> = {
  day: { month: 'short', day: 'numeric', timeZone: 'UTC' },
  week: { month: 'short', day: 'numeric', timeZone: 'UTC' },
  month: { month: 'short', year: 'numeric', timeZone: 'UTC' },
};

/** 'Nov 22' for days and weeks (the week's first day), 'Nov 2026' for months (en-US, spec 9). */
export const bucketLabel = (bucket: TrendBucket, start: number) => new Date(start).toLocaleDateString('en-US', LABEL_FORMATS[bucket]);

/** Whether `iso` falls in [from, to]; `toExclusive` makes the end open. */
export function within(iso: string | null, from: number, to: number, toExclusive = false): boolean {
  if (iso === null) return false;
  const at = Date.parse(iso);
  return at >= from && (toExclusive ? at < to : at <= to);
}
