/** Display rules for the investment cards: compact dollars, terms in years, returns as ranges. */

const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** $2.5M, $145M, $1.1B. */
export const formatUsdCompact = (value: number) => compactUsd.format(value);

/** 120 → '10 years', 18 → '18 months', 12 → '1 year'. */
export function formatTerm(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

const percent = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** '11–14% p.a.', or '12% p.a.' for a point estimate. */
export function formatReturn({ min, max }: { min: number; max: number }): string {
  return min === max ? `${percent(min)}% p.a.` : `${percent(min)}–${percent(max)}% p.a.`;
}

/** 27.5 → '27.5%'. */
export const formatPercentValue = (value: number) => `${percent(value)}%`;
