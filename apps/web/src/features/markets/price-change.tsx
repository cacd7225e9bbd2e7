import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { type Trend, formatChange, formatPercent, trendOf } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { marketsTexts } from './texts';

/** Spec 9: green up, red down, gray zero. */
export const TREND_TEXT_CLASSES: Record<Trend, string> = {
  up: 'text-emerald-400',
  down: 'text-red-400',
  flat: 'text-slate-400',
};

const ICONS = { up: TrendingUp, down: TrendingDown, flat: Minus } as const;

/** A change and its percent with the sign, colour and icon of its direction: +20.25 (+0.85%). */
export function PriceChange({ change, percent, className }: { change: number; percent: number; className?: string }) {
  const trend = trendOf(change);
  const { text } = useTexts(marketsTexts);
  const Icon = ICONS[trend];
  return (
    <p className={cx('inline-flex items-center gap-1.5 text-sm font-medium tabular-nums', TREND_TEXT_CLASSES[trend], className)} data-trend={trend}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{text.trend[trend]}</span>
      <span>
        {formatChange(change)} ({formatPercent(percent)})
      </span>
    </p>
  );
}
