import { matchScoreBand, type MatchScoreBand } from '@ctp/domain/matching';
import { formatDate, formatMoney } from '../../../lib/format';

/** Score badge classes per band of spec 4: 90+ green, 75+ blue, 60+ yellow, below red. */
export const BAND_CLASSES: Record<MatchScoreBand, string> = {
  green: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-300',
  blue: 'border-sky-500/30 bg-sky-500/10 text-sky-300',
  yellow: 'border-amber-500/30 bg-amber-500/10 text-amber-300',
  red: 'border-red-500/30 bg-red-500/10 text-red-300',
};

export const scoreBand = matchScoreBand;

/** Administrator money: USD without decimals (spec 9). */
export const formatAdminMoney = (value: number) => formatMoney(value, { decimals: 0 });

const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
export const formatOrderQuantity = (quantity: number, unit: string) => `${quantityFormat.format(quantity)} ${unit}`;

export const formatPriceRange = (range: { min: number; max: number }, unit: string) =>
  `${formatMoney(range.min)} – ${formatMoney(range.max)} / ${unit}`;

export const formatDay = (day: string) => formatDate(`${day}T00:00:00.000Z`, { timeZone: 'UTC' });

const scoreFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
export const formatScore = (score: number) => scoreFormat.format(score);
