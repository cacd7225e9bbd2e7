import type { ReactNode } from 'react';
import { cx } from './cx';

export interface Segment<V extends string> {
  value: V;
  label: ReactNode;
}

interface SegmentedControlProps<V extends string> {
  /** The group's accessible name ('Report period'). */
  label: string;
  options: readonly Segment<V>[];
  value: V;
  onChange: (value: V) => void;
  /** 'solid': small gold chips on a dark track; 'soft': a quieter track; 'pill': rounded outlined pills. */
  variant?: 'solid' | 'soft' | 'pill';
  className?: string;
}

const TRACKS = {
  solid: 'flex gap-1 rounded-lg bg-ink-950/60 p-1',
  soft: 'inline-flex gap-1 rounded-lg border border-white/10 bg-ink-900/60 p-1',
  pill: 'flex flex-wrap gap-2',
} as const;

const SEGMENTS = {
  solid: ['rounded-md px-2.5 py-1 text-xs font-semibold', 'bg-gold-500 text-ink-950', 'text-slate-300 hover:bg-white/5 hover:text-white'],
  soft: ['rounded-md px-3 py-1.5 text-sm font-medium', 'bg-gold-500/15 text-gold-200 ring-1 ring-gold-500/40', 'text-slate-400 hover:bg-white/5 hover:text-white'],
  pill: ['rounded-full border px-4 py-1.5 text-sm font-semibold', 'border-gold-400 bg-gold-500 text-ink-950', 'border-white/15 text-slate-200 hover:border-gold-400/60'],
} as const;

/** A row of toggle buttons of which exactly one is pressed (a period, an instrument, a filter). */
export function SegmentedControl<V extends string>({ label, options, value, onChange, variant = 'solid', className }: SegmentedControlProps<V>) {
  const [base, pressed, idle] = SEGMENTS[variant];
  return (
    <div role="group" aria-label={label} className={cx(TRACKS[variant], className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cx(base, 'transition focus-visible:outline-2 focus-visible:outline-gold-400', option.value === value ? pressed : idle)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
