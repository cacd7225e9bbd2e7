import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';
import { inputClasses } from '../../../components/ui/field';

interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: ReactNode;
  /** A line under the field, wired through aria-describedby. */
  hint?: ReactNode;
}

/** A labelled multi-line text field (notes, reasons), drawn like the text fields; a required one shows a star. */
export function TextAreaField({ label, hint, required, className, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={cx('mb-1.5 block text-sm font-medium text-slate-200', required && "after:ml-0.5 after:text-gold-400 after:content-['*']")}
      >
        {label}
      </label>
      <textarea
        id={id}
        required={required}
        aria-describedby={hint ? hintId : undefined}
        className={cx(inputClasses, 'min-h-28 resize-y border-white/10 hover:border-white/20')}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
