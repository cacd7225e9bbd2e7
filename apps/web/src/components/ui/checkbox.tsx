import { Check } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './cx';
import { fieldAria, FieldError } from './field-frame';

interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> {
  label: ReactNode;
  error?: string | undefined;
  id?: string;
}

/** A native checkbox (keyboard and screen readers for free) drawn in the brand colours. */
export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 flex size-5 shrink-0">
          <input
            id={inputId}
            type="checkbox"
            {...fieldAria(inputId, null, error)}
            className={cx(
              'peer size-5 cursor-pointer appearance-none rounded-md border bg-ink-950/60 transition',
              error ? 'border-red-400' : 'border-edge hover:border-gold-400/70',
              'checked:border-gold-500 checked:bg-gold-500',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
              'disabled:cursor-not-allowed disabled:bg-white/5',
            )}
            {...rest}
          />
          <Check
            aria-hidden="true"
            strokeWidth={3}
            className="pointer-events-none absolute inset-0.5 hidden size-4 text-ink-950 peer-checked:block"
          />
        </span>
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-snug text-slate-300">
          {label}
        </label>
      </div>
      <FieldError id={inputId} error={error} />
    </div>
  );
}
