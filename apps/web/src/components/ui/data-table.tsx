import type { ReactNode } from 'react';
import { cx } from './cx';
import { ScrollArea } from './scroll-area';

export interface DataTableColumn {
  label: string;
  /** Figures and actions line up at the end. */
  align?: 'start' | 'end';
  /** Named for screen readers only (an actions column whose buttons say what they do). */
  labelHidden?: boolean;
}

interface DataTableProps {
  /** What the table lists: the scroll region's name, and its caption unless `caption` says more. */
  label: string;
  caption?: string;
  columns: readonly DataTableColumn[];
  /** Extra classes of the table, such as a minimum width below which it scrolls sideways. */
  className?: string;
  /** The rows. */
  children: ReactNode;
}

/** A list as a table, the way every pane shows one: it scrolls sideways on a phone, headed by its columns. */
export function DataTable({ label, caption, columns, className, children }: DataTableProps) {
  return (
    <ScrollArea label={label}>
      <table className={cx('w-full text-start text-sm', className)}>
        <caption className="sr-only">{caption ?? label}</caption>
        <thead className="text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={cx('py-2 font-medium', index < columns.length - 1 && 'pe-4', column.align === 'end' ? 'text-end' : 'text-start')}
              >
                {column.labelHidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5 text-slate-200">{children}</tbody>
      </table>
    </ScrollArea>
  );
}
