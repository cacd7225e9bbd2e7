import { TEXTS } from '@ctp/domain/texts';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { cx } from './cx';

interface SpinnerProps {
  /** Read by screen readers; also shown next to the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

/** A gold ring that turns; it honours reduced motion (the ring stays still). */
export function Spinner({ label, showLabel = false, className }: SpinnerProps) {
  const texts = useDomainTable(TEXTS);
  return (
    <span role="status" className={cx('inline-flex items-center gap-3', className)}>
      <span
        aria-hidden="true"
        className="size-5 shrink-0 animate-spin rounded-full border-2 border-gold-500/25 border-t-gold-400 motion-reduce:animate-none"
      />
      <span className={showLabel ? 'text-sm text-slate-300' : 'sr-only'}>{label ?? texts.loading}</span>
    </span>
  );
}

/** A centred spinner with its label, for a page or a pane that is waiting on data. */
export function PageSpinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div className={cx('flex min-h-[40vh] items-center justify-center', className)}>
      <Spinner label={label} showLabel />
    </div>
  );
}
