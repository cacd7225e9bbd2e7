import { useId } from 'react';
import { cx } from './cx';

interface PreferenceSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off preference: a switch (role="switch") with its label and what it means. */
export function PreferenceSwitch({ label, description, checked, onChange, disabled = false }: PreferenceSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-6 py-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-white">
          {label}
        </p>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-400">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cx(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border transition',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'border-gold-500 bg-gold-500' : 'border-edge bg-ink-950',
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            'inline-block size-4.5 rounded-full shadow transition-transform',
            checked ? 'translate-x-5.5 bg-ink-950 rtl:-translate-x-5.5' : 'translate-x-0.5 bg-slate-400 rtl:-translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
