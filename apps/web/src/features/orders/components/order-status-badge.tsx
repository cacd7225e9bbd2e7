import { cx } from '@/components/ui/cx';
import { statusColor, statusLabel } from '../order-format';

const COLORS: Record<string, string> = {
  yellow: 'border-amber-500/30 bg-amber-500/10 text-amber-300',
  blue: 'border-sky-500/30 bg-sky-500/10 text-sky-300',
  purple: 'border-violet-500/30 bg-violet-500/10 text-violet-300',
  orange: 'border-orange-500/30 bg-orange-500/10 text-orange-300',
  green: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-300',
  red: 'border-red-500/30 bg-red-500/10 text-red-300',
  gray: 'border-slate-500/30 bg-slate-500/10 text-slate-300',
};

/** A trade status in spec 4's colours (pending yellow, active blue, matched purple, ...); `label` overrides the text. */
export function OrderStatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={cx('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', COLORS[statusColor(status)] ?? COLORS.gray)}
    >
      {label ?? statusLabel(status)}
    </span>
  );
}
