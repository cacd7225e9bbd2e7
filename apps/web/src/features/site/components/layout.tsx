import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { LIVE_CONTENT_ATTRIBUTE } from '@/lib/visitor-engagement';

/** The page width every section lines up on. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('mx-auto w-full max-w-7xl px-5 sm:px-6 lg:px-8', className)}>{children}</div>;
}

type Tone = 'base' | 'deep' | 'raised';

const tones: Record<Tone, string> = {
  base: 'bg-ink-900',
  deep: 'bg-ink-950',
  raised: 'bg-linear-to-b from-ink-800/70 to-ink-900',
};

interface SectionProps {
  children: ReactNode;
  /** The id of the section's heading, so the region is named after it. */
  labelledBy: string;
  id?: string;
  tone?: Tone;
  className?: string;
  /** Shows server data (live prices): its code loads as soon as it is on screen, engaged or not (main.tsx). */
  live?: boolean;
}

/** A named region of a content page, with the site's rhythm of spacing and alternating tones. */
export function Section({ children, labelledBy, id, tone = 'base', className, live }: SectionProps) {
  return (
    <section
      id={id}
      {...(live && { [LIVE_CONTENT_ATTRIBUTE]: '' })}
      aria-labelledby={labelledBy}
      className={cx('relative scroll-mt-20 border-t border-white/5 py-20 sm:py-24', tones[tone], className)}
    >
      <Container>{children}</Container>
    </section>
  );
}
