/** Display rules for the investment cards: terms in years, returns as ranges (numbers from lib/format). */
import { formatPlainPercent } from '@/lib/format';
import type { TextFunction } from '@/lib/i18n/texts';
import type { streamingRoyaltyTexts } from '../texts';

type Words = TextFunction<(typeof streamingRoyaltyTexts)['en']>;

/** 120 → '10 years', 18 → '18 months', 12 → '1 year'. */
export function formatTerm(months: number, t: Words): string {
  return months % 12 === 0 ? t('years', { count: months / 12 }) : t('months', { count: months });
}

/** '11–14% p.a.', or '12% p.a.' for a point estimate. */
export function formatReturn({ min, max }: { min: number; max: number }, t: Words): string {
  return t('perYear', { percent: min === max ? formatPlainPercent(min) : `${formatPlainPercent(min).slice(0, -1)}–${formatPlainPercent(max)}` });
}
