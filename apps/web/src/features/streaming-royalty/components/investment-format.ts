/** Display rules for the investment cards: terms in years, returns as ranges (numbers from lib/format). */
import { formatPlainPercent } from '@/lib/format';

/** 120 → '10 years', 18 → '18 months', 12 → '1 year'. */
export function formatTerm(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** '11–14% p.a.', or '12% p.a.' for a point estimate. */
export function formatReturn({ min, max }: { min: number; max: number }): string {
  return min === max ? `${formatPlainPercent(min)} p.a.` : `${formatPlainPercent(min).slice(0, -1)}–${formatPlainPercent(max)} p.a.`;
}
