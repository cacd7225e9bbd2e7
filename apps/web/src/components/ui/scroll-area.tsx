import type { ReactNode } from 'react';
import { cx } from './cx';
import { useOverflows } from './use-overflows';

interface ScrollAreaProps {
  /** What scrolls ('Users'): the region's name while it scrolls. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways when its content is wider (a table on a phone). While it does, it is a named
 * region in the Tab order, so the keyboard can scroll it (arrow keys) and a screen reader says what it is.
 * It is positioned, so a screen-reader-only caption inside stays in it: right to left, that caption's place would
 * otherwise stretch the page sideways.
 */
export function ScrollArea({ label, className, children }: ScrollAreaProps) {
  const { box, content, overflows } = useOverflows();
  return (
    <div
      ref={box}
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      className={cx('relative overflow-x-auto focus-visible:outline-offset-0', className)}
    >
      <div ref={content}>{children}</div>
    </div>
  );
}
