import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { IconBadge } from './icon-badge';
import { Reveal } from './reveal';

export interface Feature {
  title: string;
  body: ReactNode;
  icon?: LucideIcon;
  /** A short tag above the title, e.g. 'EN590' or 'Step 1'. */
  kicker?: string;
  /** Extra content under the body: a list of points, a link. */
  footer?: ReactNode;
}

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

interface FeatureGridProps {
  features: readonly Feature[];
  columns?: keyof typeof columnClasses;
  className?: string;
  /** The heading level of each card title: h3 under a section h2. */
  headingLevel?: 'h3' | 'h4';
}

/** Cards of icon, title and text, fading in one after another. */
export function FeatureGrid({ features, columns = 3, className, headingLevel = 'h3' }: FeatureGridProps) {
  const Heading = headingLevel;
  return (
    <ul className={cx('mt-12 grid gap-5', columnClasses[columns], className)}>
      {features.map((feature, index) => (
        <Reveal as="li" key={feature.title} delay={(index % columns) * 90} className="flex">
          <div className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-white/8 bg-linear-to-b from-ink-800/80 to-ink-900/80 p-6 shadow-xl shadow-black/30 transition-colors hover:border-gold-500/35 sm:p-7">
            <span
              aria-hidden="true"
              className="absolute inset-x-6 top-0 h-px bg-linear-to-r from-transparent via-gold-400/50 to-transparent opacity-0 transition-opacity group-hover:opacity-100"
            />
            {feature.icon && <IconBadge icon={feature.icon} className="mb-5" />}
            {feature.kicker && (
              <p className="mb-2 text-xs font-semibold tracking-[0.18em] text-gold-400 uppercase">{feature.kicker}</p>
            )}
            <Heading className="text-lg font-semibold text-white">{feature.title}</Heading>
            <div className="mt-2.5 text-[15px] leading-relaxed text-slate-300">{feature.body}</div>
            {feature.footer && <div className="mt-5 flex-1 content-end">{feature.footer}</div>}
          </div>
        </Reveal>
      ))}
    </ul>
  );
}

/** A short list of points with gold ticks, for use inside a card. */
export function PointList({ points, className }: { points: readonly string[]; className?: string }) {
  return (
    <ul className={cx('space-y-2.5 text-sm text-slate-300', className)}>
      {points.map((point) => (
        <li key={point} className="flex gap-2.5">
          <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-0.5 size-4 shrink-0 text-gold-400">
            <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}
