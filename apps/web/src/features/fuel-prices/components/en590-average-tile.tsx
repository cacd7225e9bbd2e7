import type { FuelAssessmentProduct, FuelBoardEntry } from '@ctp/domain/fuel-assessments';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { Spinner } from '@/components/ui/spinner';
import { formatDay, formatMoney } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { useFuelBoard } from '../api/get-fuel-board';
import { fuelPricesTexts } from '../texts';

/** The mean of a product's latest prices over the ports that have one, to the cent, and the days they are from. */
function averageOf(entries: readonly FuelBoardEntry[], product: FuelAssessmentProduct) {
  const latest = entries.filter((entry) => entry.product === product);
  if (latest.length === 0) return null;
  const cents = latest.reduce((sum, entry) => sum + Math.round(entry.price * 100), 0) / latest.length;
  const days = latest.map((entry) => entry.day).sort();
  return { price: Math.round(cents) / 100, ports: latest.length, from: days[0]!, to: days.at(-1)! };
}

/** The spec's EN590 tile of the Trading tab (2.16): the average of the desk's latest EN590 assessments over the ports. */
export function En590AverageTile({ className }: { className?: string }) {
  const titleId = useId();
  const { text, t } = useTexts(fuelPricesTexts);
  const board = useFuelBoard();
  const average = board.data ? averageOf(board.data.entries, 'EN590') : null;
  return (
    <Card className={cx('p-5', className)}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="text-sm font-semibold text-slate-200">
          {text.average.title}
        </h3>
        {board.isPending ? (
          <Spinner className="mt-3" label={text.loading} showLabel />
        ) : board.isError ? (
          <p className="mt-3 text-sm text-red-300">{text.loadFailed}</p>
        ) : average ? (
          <>
            <p className="mt-2 text-3xl font-bold text-white tabular-nums">{formatMoney(average.price)}</p>
            <p className="text-xs text-slate-400">{text.average.unit}</p>
            <p className="mt-2 text-sm text-slate-300">{t('averagePorts', { count: average.ports })}</p>
            <p className="mt-3 text-xs text-slate-400">
              {average.from === average.to
                ? t('average.asOf', { date: formatDay(average.to) })
                : t('average.between', { from: formatDay(average.from), to: formatDay(average.to) })}
            </p>
            <p className="mt-1 text-xs text-slate-400">{text.source}</p>
          </>
        ) : (
          <p className="mt-3 text-sm text-slate-400">{text.average.none}</p>
        )}
      </article>
    </Card>
  );
}
