import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';
import { formatPercent, trendOf } from '../../../lib/format';

interface StatCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
  /** The icon's colour class. */
  accent?: string;
  /** A line under the value (a change, a breakdown). */
  children?: ReactNode;
}

/** One figure of a summary row, as a list item (the row is a list with an accessible name). */
export function StatCard({ label, value, icon: Icon, accent = 'text-gold-300', children }: StatCardProps) {
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
  if (change === null) return <span className="text-slate-500">No earlier data {suffix}</span>;
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
