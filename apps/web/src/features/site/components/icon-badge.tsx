import type { LucideIcon } from 'lucide-react';
import { cx } from '@/components/ui/cx';

/** A gold-ringed tile holding a line icon. */
export function IconBadge({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-xl border border-gold-500/30 bg-linear-to-br from-gold-500/15 to-gold-500/0 text-gold-300 shadow-inner shadow-gold-500/10',
        className,
      )}
    >
      <Icon className="size-6" strokeWidth={1.6} />
    </span>
  );
}
