import { useRef, type KeyboardEvent } from 'react';
import { arrowKeyTarget } from './arrow-keys';
import { cx } from './cx';

export interface CountTab<I extends string> {
  id: I;
  label: string;
  /** Null while the counts load. */
  count: number | null;
}

interface CountTabsProps<I extends string> {
  label: string;
  tabs: readonly CountTab<I>[];
  selected: I;
  onSelect: (id: I) => void;
  /** The id of the tab panel the tabs control (role="tabpanel" with this id). */
  panelId: string;
}

/**
 * Tabs with a count on each (Pending Requests 2, Matched 1, ...). The ARIA tabs pattern: one tab in
 * the Tab order, arrow keys, Home and End move between them and select.
 */
export function CountTabs<I extends string>({ label, tabs, selected, onSelect, panelId }: CountTabsProps<I>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = arrowKeyTarget(event.key, index, tabs.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((tab, index) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx(
              'rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-gold-400',
              active ? 'bg-gold-500/15 text-gold-300' : 'text-slate-400 hover:bg-white/5 hover:text-white',
            )}
          >
            {tab.label}
            <span className="ms-2 rounded-full bg-white/10 px-2 py-0.5 text-xs">{tab.count ?? '–'}</span>
          </button>
        );
      })}
    </div>
  );
}
