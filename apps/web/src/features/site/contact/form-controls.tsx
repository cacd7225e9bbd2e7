import { ChevronDown } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';
import { inputClasses } from '../../../components/ui/field';

/*
 * A select and a text area that match TextField of components/ui: a visible label, the required
 * star drawn by CSS, and hint and error wired through aria-describedby.
 */

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

function FieldFrame({ id, label, required, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={cx('mb-1.5 block text-sm font-medium text-slate-200', required && "after:ml-0.5 after:text-gold-400 after:content-['*']")}
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

const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string;
}

export function SelectField({ label, error, hint, id, className, required, children, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame id={selectId} label={label} required={required} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          id={selectId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, hint, error)}
          className={cx(
            inputClasses,
            'cursor-pointer appearance-none pr-10 [&>option]:bg-ink-900 [&>option]:text-white',
            error ? 'border-red-500/70' : 'border-white/10 hover:border-white/20',
          )}
          {...rest}
        >
          {children}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-400" />
      </div>
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string;
}

export function TextAreaField({ label, error, hint, id, className, required, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <FieldFrame id={areaId} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        id={areaId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, hint, error)}
        className={cx(inputClasses, 'min-h-36 resize-y', error ? 'border-red-500/70' : 'border-white/10 hover:border-white/20')}
        {...rest}
      />
    </FieldFrame>
  );
}
