import type { FuelBoardEntry } from '@ctp/domain/fuel-assessments';
import { FUEL_ORIGIN_PORT_LABELS } from '@ctp/domain/trading';
import { Fuel, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { EmptyState, LoadError } from '@/components/ui/list-pane';
import { DataTable } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { formatChange, formatDay, formatMoney, formatPercent, trendOf } from '@/lib/format';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useFuelBoard } from '../api/get-fuel-board';
import { fuelPricesTexts } from '../texts';

/** Spec 9's colours of a move: green up, red down, gray none. */
const TRENDS = {
  up: { icon: TrendingUp, className: 'text-emerald-400' },
  down: { icon: TrendingDown, className: 'text-red-400' },
  flat: { icon: Minus, className: 'text-slate-400' },
} as const;

/** Older than this many days, an assessment says how old it is. */
const FRESH_DAYS = 1;

function ChangeFromPrevious({ entry }: { entry: FuelBoardEntry }) {
  const { text, t } = useTexts(fuelPricesTexts);
  if (entry.previous === null || entry.change === null || entry.changePercent === null) return <span className="text-slate-400">{text.firstAssessment}</span>;
  const trend = trendOf(entry.change);
  const { icon: Icon, className } = TRENDS[trend];
  return (
    <span className={cx('inline-flex flex-wrap items-center gap-x-1.5 font-medium tabular-nums', className)} data-trend={trend}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{text.trend[trend]}</span>
      <span>
        {formatChange(entry.change)} ({formatPercent(entry.changePercent)})
      </span>
      <span className="text-xs font-normal text-slate-400">{t('changeSince', { date: formatDay(entry.previous.day) })}</span>
    </span>
  );
}

function BoardRow({ entry }: { entry: FuelBoardEntry }) {
  const { t } = useTexts(fuelPricesTexts);
  const portLabels = useDomainTable(FUEL_ORIGIN_PORT_LABELS);
  const translate = useTranslateText();
  return (
    <tr>
      <th scope="row" className="py-3 pe-4 text-start font-medium text-white">
        {translate(entry.product)}
        {entry.basis && <span className="block text-xs font-normal text-slate-400">{entry.basis}</span>}
      </th>
      <td className="py-3 pe-4 text-slate-300">{portLabels[entry.port]}</td>
      <td className="py-3 pe-4 font-semibold whitespace-nowrap text-white tabular-nums">{formatMoney(entry.price, { currency: entry.currency })}</td>
      <td className="py-3 pe-4">
        <ChangeFromPrevious entry={entry} />
      </td>
      <td className="py-3 whitespace-nowrap text-slate-300">
        <time dateTime={entry.day}>{formatDay(entry.day)}</time>
        {entry.ageDays > FRESH_DAYS && <span className="block text-xs text-amber-300">{t('age', { count: entry.ageDays })}</span>}
      </td>
    </tr>
  );
}

interface FuelBoardProps {
  /** A tile shown beside the table, under the same heading (the Trading tab's EN590 average). */
  aside?: ReactNode;
  className?: string;
}

/**
 * The board of the desk's latest fuel price assessments (issue 18): one row per product and port that has one, with
 * the change from the assessment before and, once it is more than a day old, its age. Says so when there is none.
 */
export function FuelBoard({ aside, className }: FuelBoardProps) {
  const headingId = useId();
  const { text } = useTexts(fuelPricesTexts);
  const board = useFuelBoard();
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="mb-4">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-white">
          {text.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{text.lead}</p>
      </div>
      <div className={cx(aside !== undefined && 'grid gap-6 lg:grid-cols-4 lg:items-start')}>
        {aside}
        <Card className={cx('p-6', aside !== undefined && 'lg:col-span-3')}>
          {board.isPending ? (
            <Spinner label={text.loading} showLabel />
          ) : board.isError ? (
            <LoadError message={text.loadFailed} error={board.error} onRetry={() => void board.refetch()} retrying={board.isFetching} />
          ) : board.data.entries.length === 0 ? (
            <EmptyState icon={Fuel} title={text.emptyTitle}>
              {text.emptyText}
            </EmptyState>
          ) : (
            <>
              <DataTable
                label={text.table.label}
                caption={text.table.caption}
                columns={[
                  { label: text.table.product },
                  { label: text.table.port },
                  { label: text.table.price },
                  { label: text.table.change },
                  { label: text.table.asOf },
                ]}
              >
                {board.data.entries.map((entry) => (
                  <BoardRow key={`${entry.product}|${entry.port}`} entry={entry} />
                ))}
              </DataTable>
              <p className="mt-4 text-xs text-slate-400">{text.source}</p>
            </>
          )}
        </Card>
      </div>
    </section>
  );
}
