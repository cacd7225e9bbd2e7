import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './cx';

/** The dark panel every form and portal pane sits on. */
export function Card({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div
      className={cx(
        'rounded-2xl border border-white/10 bg-ink-800/80 shadow-2xl shadow-black/40 ring-1 ring-gold-500/5 backdrop-blur',
        className,
      )}
      {...rest}
    />
  );
}
