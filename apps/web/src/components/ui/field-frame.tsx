import type { ReactNode } from 'react';
import { cx } from './cx';

/** The edge of a text field, select or text area: the 3:1 control edge, red (and aria-invalid) with an error. */
export const fieldBorder = (error: unknown) => (error ? 'border-red-400' : 'border-edge hover:border-slate-400');

/**
 * A control's error line: a polite live region that is always in the DOM, so a message that appears in it
 * is announced; the control points at it (aria-describedby, `${id}-error`) while it holds one.
 */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return (
    <p id={`${id}-error`} aria-live="polite" className={cx('text-xs text-red-300', error && 'mt-1.5')}>
      {error}
    </p>
  );
}

/** The attributes that tie a control to its hint and error: aria-describedby and aria-invalid. */
export const fieldAria = (id: string, hint: unknown, error: unknown) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined,
});

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
 * The frame of a labelled control, as every field draws it: a visible label (the required star drawn by
 * CSS, so the accessible name stays the label), the control, a hint, and the error line. The control
 * takes fieldAria(id, hint, error) to point at them.
 */
export function FieldFrame({ id, label, required, hideLabel = false, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={cx(
          hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-200',
          required && !hideLabel && "after:ms-0.5 after:text-gold-400 after:content-['*']",
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
      <FieldError id={id} error={error} />
    </div>
  );
}

interface FieldGroupProps {
  id: string;
  legend: ReactNode;
  required?: boolean;
  /** What is wrong with the group's choice as a whole ('Choose at least one term'). */
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

/**
 * Controls answering one question (check boxes of terms, a price range) under one legend: the group is
 * described by its error line, which is announced when a message appears in it.
 */
export function FieldGroup({ id, legend, required, error, className, children }: FieldGroupProps) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className={className}>
      <legend className={cx('mb-1.5 text-sm font-medium text-slate-200', required && "after:ms-0.5 after:text-gold-400 after:content-['*']")}>{legend}</legend>
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
