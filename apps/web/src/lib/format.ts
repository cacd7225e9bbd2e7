/**
 * Display rules of spec 9, in one place: prices with a dollar sign and two decimals, changes with a
 * sign, percents with a sign, administrator money in USD without decimals, dates in the en-US locale.
 * Every number and date the web shows goes through here; features compose labels from these. In Arabic the same
 * rules use the ar-OM locale with Latin digits (issue 17).
 */
import { formatTexts } from './format.texts';
import { currentLanguage, currentLocale } from './i18n/language';
import { textsIn } from './i18n/texts';

const words = () => textsIn(formatTexts, currentLanguage());

/** Intl formats are costly to build: one per locale and set of options, made on first use. */
const formats = new Map<string, Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cachedFormat<F extends Intl.NumberFormat | Intl.RelativeTimeFormat>(kind: string, options: object, make: (locale: string) => F): F {
  const locale = currentLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make(locale);
    formats.set(key, format);
  }
  return format as F;
}
const numberFormat = (options: Intl.NumberFormatOptions) => cachedFormat('number', options, (locale) => new Intl.NumberFormat(locale, options));

/** $2,043.50; `decimals: 0` gives the administrator views' $100,000,000; `currency` another currency's sign. */
export function formatMoney(value: number, { decimals = 2, currency = 'USD' }: { decimals?: number; currency?: string } = {}): string {
  return numberFormat({ style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** $2.5M, $145M, $1.1B (investment sizes, chart axes). */
export function formatCompactMoney(value: number): string {
  return numberFormat({ style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(value);
}

/** 12,345; `maxDecimals` keeps up to that many (27.5), `decimals` exactly that many (0.85). */
export function formatNumber(value: number, { maxDecimals = 0, decimals }: { maxDecimals?: number; decimals?: number } = {}): string {
  return numberFormat(decimals === undefined ? { maximumFractionDigits: maxDecimals } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** 1,250.5 oz: quantities are stored in thousandths (decision 003). */
export const formatQuantity = (quantity: number, unit: string) => `${formatNumber(quantity, { maxDecimals: 3 })} ${unit}`;

/** $2,040.00 – $2,050.00 / oz: unit prices keep their cents. */
export const formatPriceRange = (range: { min: number; max: number }, unit: string) => `${formatMoney(range.min)} – ${formatMoney(range.max)} / ${unit}`;

/** 27.5% for a value already in percent, without a sign. */
export const formatPlainPercent = (value: number) => `${formatNumber(value, { maxDecimals: 2 })}%`;

/** 5.0 MB: a size in bytes in the largest unit that keeps it at 1 or more. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : formatNumber(value, { decimals: 1 })} ${units[unit]}`;
}

// 'exceptZero' also drops the sign of values that round to zero (-0.001 reads 0.00, not -0.00).
const signed = () => numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });

/** A price change with its sign: +20.25, -0.80, 0.00. */
export function formatChange(value: number): string {
  return signed().format(value);
}

/** A percent with its sign, from a value already in percent: 0.8508 reads +0.85%. */
export function formatPercent(value: number): string {
  return `${signed().format(value)}%`;
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
  return toDate(value).toLocaleDateString(currentLocale(), { year: 'numeric', month: 'short', day: 'numeric', timeZone });
}

/** Mar 11, 2026, 3:00 PM */
export function formatDateTime(value: DateInput, { timeZone }: DateOptions = {}): string {
  return toDate(value).toLocaleString(currentLocale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

/** 3:00 PM; with `seconds`, 3:00:05 PM. */
export function formatTime(value: DateInput, { timeZone, seconds = false }: DateOptions & { seconds?: boolean } = {}): string {
  return toDate(value).toLocaleTimeString(currentLocale(), { hour: 'numeric', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}), timeZone });
}

/** A calendar day (YYYY-MM-DD: a delivery date, a forecast day) is that day wherever the reader is: Mar 11, 2026. */
export const formatDay = (day: string) => formatDate(`${day}T00:00:00.000Z`, { timeZone: 'UTC' });

/** A calendar day with its weekday and without the year: Thu, Mar 12. */
export const formatWeekday = (day: string) =>
  toDate(`${day}T00:00:00.000Z`).toLocaleDateString(currentLocale(), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

const relativeTime = () => cachedFormat('relative', {}, (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'just now', '5 minutes ago', 'yesterday', 'last week' (the activity feed). */
export function formatRelativeTime(value: DateInput, now: number = Date.now()): string {
  const seconds = Math.round((toDate(value).getTime() - now) / 1000);
  if (Math.abs(seconds) < 45) return words().justNow;
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return relativeTime().format(Math.round(seconds / size), unit);
  }
  return relativeTime().format(Math.round(seconds / 60) || -1, 'minute');
}

/** '3 hours ago', 'yesterday', '4 days ago', counted down to whole units; a week or more reads as a date (alerts). */
export function formatAgo(value: DateInput, now: number = Date.now()): string {
  const elapsed = now - toDate(value).getTime();
  if (elapsed < 60_000) return words().justNow;
  if (elapsed >= 7 * 24 * 3600_000) return formatDate(value);
  const [unit, size] = RELATIVE_UNITS.find(([, seconds]) => elapsed >= seconds * 1000 && seconds <= 24 * 3600) ?? ['minute', 60];
  return relativeTime().format(-Math.floor(elapsed / (size * 1000)), unit);
}

/** When a price was set: its time if that was today, otherwise its date and time. */
export function formatUpdatedAt(value: DateInput, now: DateInput = Date.now()): string {
  return formatDate(value) === formatDate(now) ? formatTime(value) : formatDateTime(value);
}

/** Wednesday, March 11, 2026 (the seller portal's greeting). */
export function formatLongDate(value: DateInput): string {
  return toDate(value).toLocaleDateString(currentLocale(), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** Role labels of the portal headers and the profile; an unknown role reads as the default, Trader (spec 2.16). */
export function formatRole(role: string | undefined): string {
  const roles: Record<string, string> = words().roles;
  return role && Object.hasOwn(roles, role) ? roles[role]! : roles.trader!;
}

/** Administrator money: USD without cents (spec 9): $100,000,000. */
export const formatAdminMoney = (value: number) => formatMoney(value, { decimals: 0 });
