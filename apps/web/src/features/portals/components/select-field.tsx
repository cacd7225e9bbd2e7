import { ChevronDown } from 'lucide-react';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { inputClasses } from '../../../components/ui/field';
import { cx } from '../../../components/ui/cx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ('Select a type'); a required select then starts unset. */
  placeholder?: string;
  /** Shows the label to screen readers only (a filter bar). */
  hideLabel?: boolean;
  error?: string | undefined;
  id?: string;
}

/** A native select (keyboard, mobile pickers and screen readers for free) drawn like the text fields. */
export function SelectField({ label, options, placeholder, hideLabel = false, error, id, className, required, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label
        htmlFor={selectId}
        className={cx(
          hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-200',
          required && !hideLabel && "after:ml-0.5 after:text-gold-400 after:content-['*']",
        )}
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(inputClasses, 'cursor-pointer appearance-none pr-10', error ? 'border-red-500/70' : 'border-white/10 hover:border-white/20')}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} className="bg-ink-800">
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400" />
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-xs text-red-300">
          {error}
        </p>
      )}
    </div>
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
}

/** A select of a list's filter bar: its label hidden, its first choice lifting the filter. */
export function FilterSelect({ label, value, placeholder, options, onChange }: FilterSelectProps) {
  return (
    <SelectField
      label={label}
      hideLabel
      value={value ?? ''}
      placeholder={placeholder}
      options={options}
      onChange={(event) => onChange(event.target.value || null)}
    />
  );
}
