import { Search, X } from 'lucide-react';
import { useTexts } from '@/lib/i18n/texts';
import { cx } from './cx';
import { inputClasses } from './field';
import { fieldBorder } from './field-frame';
import { uiTexts } from './texts';

interface SearchBoxProps {
  id: string;
  /** The accessible name ('Search users'), read by screen readers only: the icon and placeholder say it to the eye. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  /** Offers a 'Clear search' button while there is text. */
  onClear?: () => void;
  className?: string;
}

/** The search field of a list's filter bar: a search input with a magnifier. */
export function SearchBox({ id, label, value, onChange, placeholder, maxLength = 200, onClear, className }: SearchBoxProps) {
  const { text } = useTexts(uiTexts);
  return (
    <div className={cx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={cx(inputClasses, fieldBorder(null), 'ps-9', onClear && 'pe-10 [&::-webkit-search-cancel-button]:appearance-none')}
      />
      {onClear && value && (
        <button
          type="button"
          aria-label={text.clearSearch}
          onClick={onClear}
          className="absolute top-1/2 end-2 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-slate-400 hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-gold-400"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
