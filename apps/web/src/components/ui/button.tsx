import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold tracking-wide transition duration-150 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 disabled:cursor-not-allowed';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-linear-to-b from-gold-400 to-gold-600 text-ink-950 shadow-lg shadow-gold-500/15 ' +
    'hover:from-gold-300 hover:to-gold-500 enabled:active:translate-y-px',
  secondary: 'border border-gold-500/40 bg-ink-800/60 text-gold-300 hover:border-gold-400 hover:bg-ink-700',
  ghost: 'text-slate-300 hover:bg-white/5 hover:text-white',
  // Confirms something that cannot be undone (cancel a contract, delete a document).
  danger:
    'bg-red-600 text-white shadow-lg shadow-red-950/40 hover:bg-red-500 focus-visible:outline-red-400 enabled:active:translate-y-px',
};

/**
 * A button that cannot be used now is greyed, not faded: fading took the gold button's label to 3.2:1. Its label
 * stays 4.5:1 or more (slate-400 on ink-700 6.26:1; the muted slate-500 of a ghost button 5.55:1 on a card).
 * A busy one keeps its look: its label says what is going on ('Signing In...').
 */
const inactive: Record<ButtonVariant, string> = {
  primary: 'border border-white/10 bg-ink-700 text-slate-400',
  secondary: 'border border-white/10 bg-ink-700 text-slate-400',
  ghost: 'text-slate-500',
  danger: 'border border-white/10 bg-ink-700 text-slate-400',
};

const sizes: Record<ButtonSize, string> = {
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** Class names of a button, for links that should look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cx(base, variants[variant], sizes[size], className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While busy the button is disabled, shows a spinner and reads `busyText` (spec: 'Signing In...'). */
  busy?: boolean;
  busyText?: ReactNode;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyText,
  fullWidth = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const look = busy ? cx(variants[variant], 'cursor-wait') : disabled ? inactive[variant] : variants[variant];
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx(base, look, sizes[size], fullWidth && 'w-full', className)}
      {...rest}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current motion-reduce:animate-none"
        />
      )}
      {busy && busyText ? busyText : children}
    </button>
  );
}
