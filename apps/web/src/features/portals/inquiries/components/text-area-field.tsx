import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../../../components/ui/cx';
import { inputClasses } from '../../../../components/ui/field';

interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string;
}

/** A labelled text area that matches TextField: hint and error wired through aria-describedby. */
export function TextAreaField({ label, error, hint, id, className, required, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  const describedBy = [hint ? `${areaId}-hint` : null, error ? `${areaId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label
        htmlFor={areaId}
        className={cx('mb-1.5 block text-sm font-medium text-slate-200', required && "after:ml-0.5 after:text-gold-400 after:content-['*']")}
      >
        {label}
      </label>
      <textarea
        id={areaId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(inputClasses, 'min-h-28 resize-y', error ? 'border-red-500/70' : 'border-white/10 hover:border-white/20')}
        {...rest}
      />
      {hint && (
        <p id={`${areaId}-hint`} className="mt-1.5 text-xs text-slate-400">
          {hint}
        </p>
      )}
      <p id={`${areaId}-error`} aria-live="polite" className={cx('text-xs text-red-300', error && 'mt-1.5')}>
        {error}
      </p>
    </div>
  );
}
