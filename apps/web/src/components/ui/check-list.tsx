import { Check } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './cx';

interface CheckListProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  items: readonly string[];
  /** The text size of an item (text-sm in panels, larger on the public pages). */
  itemClassName?: string;
}

/** A list whose items each carry a gold tick: features of a package, terms of an opportunity. */
export function CheckList({ items, itemClassName = 'text-sm', className, ...rest }: CheckListProps) {
  return (
    <ul className={cx('space-y-2', className)} {...rest}>
      {items.map((item) => (
        <li key={item} className={cx('flex gap-3 text-slate-200', itemClassName)}>
          <span aria-hidden="true" className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-gold-500/15 text-gold-300">
            <Check className="size-3.5" strokeWidth={2.5} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
