import { cx } from '@/components/ui/cx';

/** Initials in a gold-ringed disc: a portrait stand-in that needs no photograph. */
export function Monogram({ initials, className }: { initials: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'relative inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-ink-700 to-ink-950 text-lg font-semibold tracking-wider text-gold-300 ring-1 ring-gold-500/50',
        'before:absolute before:inset-1 before:rounded-full before:border before:border-gold-500/15',
        className,
      )}
    >
      {initials}
    </span>
  );
}
