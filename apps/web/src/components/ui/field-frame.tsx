import type { ReactNode } from 'react';
import { cx } from './cx';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  /** Shows the label to screen readers only (a filter bar). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * The frame of a labelled control, as TextField draws it: a visible label (the required star drawn by
 * CSS, so the accessible name stays the label), the control, a hint, and an error line that is a
 * polite live region always in the DOM.
 */
export function FieldFrame({ id, label, required, hideLabel = false, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={cx(
          hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-200',
          required && !hideLabel && "after:ml-0.5 after:text-gold-400 after:content-['*']",
        )}
      >
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-400">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} aria-live="polite" className={cx('text-xs text-red-300', error && 'mt-1.5')}>
        {error}
      </p>
    </div>
  );
}

/** The ids a control points at with aria-describedby: its hint and its error, when shown. */
export const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
