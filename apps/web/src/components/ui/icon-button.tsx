import type { ReactNode } from 'react';
import { cx } from './cx';

const TONES = { gold: 'text-gold-300 hover:bg-gold-500/10', red: 'text-red-300 hover:bg-red-500/10', green: 'text-emerald-300 hover:bg-emerald-500/10' } as const;

interface IconButtonProps {
  /** What it does to what ('Edit Strait closure'): its accessible name and tooltip. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: keyof typeof TONES;
  /** The icon, aria-hidden. */
  children: ReactNode;
}

/** A small icon button of a table row's actions. */
export function IconButton({ label, onClick, disabled, tone = 'gold', children }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={cx(
        'inline-flex size-8 items-center justify-center rounded-md transition focus-visible:outline-2 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:opacity-40',
        TONES[tone],
      )}
    >
      {children}
    </button>
  );
}
