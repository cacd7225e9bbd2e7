import { Search } from 'lucide-react';
import { cx } from '../../../components/ui/cx';
import { inputClasses } from '../../../components/ui/field';

interface SearchBoxProps {
  id: string;
  /** The accessible name ('Search users'), read by screen readers only: the icon and placeholder say it to the eye. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
}

/** The search field of a list's filter bar: a search input with a magnifier. */
export function SearchBox({ id, label, value, onChange, placeholder, maxLength = 200 }: SearchBoxProps) {
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={cx(inputClasses, 'border-white/10 pl-9 hover:border-white/20')}
      />
    </div>
  );
}
