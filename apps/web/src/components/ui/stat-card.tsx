import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPercent, trendOf } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { Card } from './card';
import { cx } from './cx';
import { uiTexts } from './texts';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  /** The icon's colour class (compact cards). */
  accent?: string;
  /** A line under the value (a change, a breakdown). */
  children?: ReactNode;
  /**
   * 'md': a compact figure of a summary row, as a list item (the row is a list with an accessible name).
   * 'lg': a headline figure of the member dashboard, its label a heading.
   */
  size?: 'md' | 'lg';
}

/** One figure of a summary row or dashboard. */
export function StatCard({ label, value, icon: Icon, accent = 'text-gold-300', children, size = 'md' }: StatCardProps) {
  if (size === 'lg') {
    return (
      <Card className="group relative overflow-hidden p-5">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-12 -end-12 size-32 rounded-full bg-gold-500/10 blur-2xl transition group-hover:bg-gold-500/15"
        />
        <div className="relative flex items-start justify-between gap-3">
          <h2 className="text-xs font-semibold tracking-[0.14em] text-slate-400 uppercase">{label}</h2>
          <span className="flex size-9 items-center justify-center rounded-xl border border-gold-500/25 bg-gold-500/10 text-gold-300">
            <Icon aria-hidden="true" className="size-4.5" />
          </span>
        </div>
        <div className="relative mt-3 text-3xl font-semibold tracking-tight text-white tabular-nums">{value}</div>
        <div className="relative mt-1.5 text-sm text-slate-400">{children}</div>
      </Card>
    );
  }
  return (
    <li className="rounded-xl border border-white/10 bg-ink-800/80 p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</p>
        <Icon aria-hidden="true" className={cx('size-4', accent)} />
      </div>
      <p className="mt-2 truncate text-xl font-semibold text-white tabular-nums">{value}</p>
      {children && <div className="mt-1 text-xs text-slate-400">{children}</div>}
    </li>
  );
}

const CHANGE_TONES = { up: 'text-emerald-400', down: 'text-red-400', flat: 'text-slate-400' } as const;

/** A percent change with its sign, green up, red down, gray flat (spec 9); null reads 'no earlier data'. */
export function PercentChange({ change, suffix }: { change: number | null; suffix: string }) {
  const { text } = useTexts(uiTexts);
  if (change === null)
    return (
      <span className="text-slate-500">
        {text.noEarlierData} {suffix}
      </span>
    );
  return (
    <span>
      <span className={cx('font-medium tabular-nums', CHANGE_TONES[trendOf(change)])}>{formatPercent(change)}</span> {suffix}
    </span>
  );
}

interface StatCardsSkeletonProps {
  /** The loading text screen readers hear ('Loading dashboard...'). */
  label: string;
  cards: number;
  /** Grid classes of the card row, as the loaded row has them. */
  gridClassName: string;
  /** Heights of the panels under the cards. */
  panels: string[];
}

/** Placeholder blocks in the shape of a summary row and its panels while the first answer is on its way. */
export function StatCardsSkeleton({ label, cards, gridClassName, panels }: StatCardsSkeletonProps) {
  return (
    <div role="status" aria-label={label} className="animate-pulse space-y-6 motion-reduce:animate-none">
      <div className={cx('grid gap-3', gridClassName)}>
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className="h-24 rounded-xl border border-white/5 bg-white/5" />
        ))}
      </div>
      {panels.map((height, index) => (
        <div key={index} className={cx('rounded-2xl border border-white/5 bg-white/5', height)} />
      ))}
    </div>
  );
}
