/**
 * Display rules of spec 9, in one place: prices with a dollar sign and two decimals, changes with a
 * sign, percents with a sign, administrator money in USD without decimals, dates in the en-US locale.
 */

const LOCALE = 'en-US';

const moneyFormats = new Map<number, Intl.NumberFormat>();
function moneyFormat(decimals: number): Intl.NumberFormat {
  let format = moneyFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(decimals, format);
  }
  return format;
}

/** $2,043.50; `decimals: 0` gives the administrator views' $100,000,000. */
export function formatMoney(value: number, { decimals = 2 }: { decimals?: number } = {}): string {
  return moneyFormat(decimals).format(value);
}

// 'exceptZero' also drops the sign of values that round to zero (-0.001 reads 0.00, not -0.00).
const signed = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });

/** A price change with its sign: +20.25, -0.80, 0.00. */
export function formatChange(value: number): string {
  return signed.format(value);
}

/** A percent with its sign, from a value already in percent: 0.8508 reads +0.85%. */
export function formatPercent(value: number): string {
  return `${signed.format(value)}%`;
}

export type Trend = 'up' | 'down' | 'flat';

/** Which way a change goes as shown: a change that rounds to 0.00 is flat. */
export function trendOf(value: number): Trend {
  const shown = Math.round(value * 100);
  return shown > 0 ? 'up' : shown < 0 ? 'down' : 'flat';
}

type DateInput = string | number | Date;
interface DateOptions {
  /** Defaults to the reader's own zone; daily closes are days, so they are shown in UTC. */
  timeZone?: string;
}

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** Mar 11, 2026 */
export function formatDate(value: DateInput, { timeZone }: DateOptions = {}): string {
  return toDate(value).toLocaleDateString(LOCALE, { year: 'numeric', month: 'short', day: 'numeric', timeZone });
}

/** Mar 11, 2026, 3:00 PM */
export function formatDateTime(value: DateInput, { timeZone }: DateOptions = {}): string {
  return toDate(value).toLocaleString(LOCALE, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

/** 3:00 PM */
export function formatTime(value: DateInput, { timeZone }: DateOptions = {}): string {
  return toDate(value).toLocaleTimeString(LOCALE, { hour: 'numeric', minute: '2-digit', timeZone });
}

/** When a price was set: its time if that was today, otherwise its date and time. */
export function formatUpdatedAt(value: DateInput, now: DateInput = Date.now()): string {
  return formatDate(value) === formatDate(now) ? formatTime(value) : formatDateTime(value);
}
