import { ChevronDown } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './cx';
import { inputClasses } from './field';
import { fieldAria, fieldBorder, FieldFrame } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  label: ReactNode;
  /** The choices; or pass <option> children instead. */
  options?: readonly SelectOption[];
  /** A first, empty choice ('Select a type'); a required select then starts unset. */
  placeholder?: string;
  /** Shows the label to screen readers only (a filter bar). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
}

/** A native select (keyboard, mobile pickers and screen readers for free) drawn like the text fields. */
export function Select({ label, options, placeholder, hideLabel = false, hint, error, id, className, required, children, ...rest }: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame id={selectId} label={label} required={required} hideLabel={hideLabel} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          id={selectId}
          required={required}
          {...fieldAria(selectId, hint, error)}
          className={cx(
            inputClasses,
            'cursor-pointer appearance-none pe-10 [&>option]:bg-ink-900 [&>option]:text-white',
            fieldBorder(error),
          )}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-slate-400" />
      </div>
    </FieldFrame>
  );
}

interface FilterSelectProps {
  /** The accessible name ('Filter by status'), read by screen readers only. */
  label: string;
  /** The chosen value; null or undefined is the placeholder's "all". */
  value: string | null | undefined;
  /** The first choice, meaning no filter ('All statuses'). */
  placeholder: string;
  options: readonly SelectOption[];
  /** The new value, or null for the placeholder's "all". */
  onChange: (value: string | null) => void;
  className?: string;
}

/** A select of a list's filter bar: its label hidden, its first choice lifting the filter. */
export function FilterSelect({ label, value, placeholder, options, onChange, className }: FilterSelectProps) {
  return (
    <Select
      label={label}
      hideLabel
      value={value ?? ''}
      placeholder={placeholder}
      options={options}
      onChange={(event) => onChange(event.target.value || null)}
      className={className}
    />
  );
}
