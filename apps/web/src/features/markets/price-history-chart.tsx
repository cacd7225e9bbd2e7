import type { PriceHistory } from '@ctp/domain/prices';
import {
  DEFAULT_PRICE_PERIOD,
  PRICE_INSTRUMENTS,
  PRICE_PERIODS,
  PRICE_PERIOD_LABELS,
  type PricePeriod,
  type PriceSymbol,
} from '@ctp/domain/price-constants';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Spinner } from '@/components/ui/spinner';
import { formatDay } from '@/lib/format';
import { PriceLoadError } from './price-notices';
import { fetchPriceHistory } from './price-api';
import { useNearViewport } from './use-near-viewport';
import { usePolling } from './use-polling';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { marketsTexts } from './texts';
import { usePriceTexts } from './use-price-texts';

// lightweight-charts (~60 kB gzipped) loads only when a chart is shown, never in a page's first bundle.
const HistoryChartCanvas = lazy(() => import('./history-chart-canvas'));

interface PriceHistoryChartProps {
  symbol?: PriceSymbol;
  defaultPeriod?: PricePeriod;
  className?: string;
}

/** A symbol's price history with a period picker (1D to 1Y), drawn with lightweight-charts. */
export function PriceHistoryChart({ symbol = 'XAU', defaultPeriod = DEFAULT_PRICE_PERIOD, className }: PriceHistoryChartProps) {
  const [period, setPeriod] = useState<PricePeriod>(defaultPeriod);
  const { data, error, loading } = usePolling(
    (signal) => fetchPriceHistory(symbol, period, signal),
    null,
    `${symbol}:${period}`,
  );
  const instrument = PRICE_INSTRUMENTS[symbol];
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const nearViewport = useNearViewport(sectionRef);
  const { text, t } = useTexts(marketsTexts);
  const priceTexts = usePriceTexts();
  const periodLabels = useDomainTable(PRICE_PERIOD_LABELS);

  return (
    <Card className={cx('p-5', className)}>
      <section ref={sectionRef} aria-labelledby={titleId} aria-busy={loading || undefined}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={titleId} className="text-sm font-semibold text-slate-200">
            {t('priceHistory', { name: text.instruments[instrument.symbol].name })}
          </h3>
          <SegmentedControl
            label={priceTexts.periodPicker}
            options={PRICE_PERIODS.map((p) => ({ value: p, label: periodLabels[p] }))}
            value={period}
            onChange={setPeriod}
          />
        </div>
        <div className="mt-4 h-72">
          <ChartBody history={data} error={error} loading={loading} drawable={nearViewport} symbol={symbol} />
        </div>
        {data?.stale && <StaleHistoryNotice history={data} />}
        <p className="mt-2 text-end text-[11px] text-slate-400">
          {text.chartBy}{' '}
          <a href="https://www.tradingview.com/" rel="noopener noreferrer" className="underline underline-offset-2 hover:text-slate-200">
            {text.chartCredit}
          </a>
        </p>
      </section>
    </Card>
  );
}

/** A stale history says how old it is: up to which day the recorded closes go, or that live prices are delayed. */
function StaleHistoryNotice({ history }: { history: PriceHistory }) {
  const { t } = useTexts(marketsTexts);
  const priceTexts = usePriceTexts();
  const day = history.last_close_day;
  const age = history.age_days;
  const notice =
    !day || age === null
      ? priceTexts.staleNotice
      : age === 0
        ? t('closesUpToToday', { date: formatDay(day) })
        : t('closesUpTo', { date: formatDay(day), count: age });
  return <p className="mt-2 text-xs text-slate-400">{notice}</p>;
}

interface ChartBodyProps {
  history: PriceHistory | undefined;
  error: Error | undefined;
  loading: boolean;
  /** False until the chart is near the viewport: the chart library is not loaded before then. */
  drawable: boolean;
  symbol: PriceSymbol;
}

function ChartBody({ history, error, loading, drawable, symbol }: ChartBodyProps) {
  const centred = 'flex h-full items-center justify-center';
  const priceTexts = usePriceTexts();
  const translate = useTranslateText();
  if (loading) return <Spinner className={centred} label={priceTexts.loadingChart} showLabel />;
  if (!history) return <PriceLoadError className={centred} message={error?.message ? translate(error.message) : priceTexts.fetchHistoryFailed(symbol)} />;
  if (history.points.length < 2) return <p className={cx(centred, 'text-sm text-slate-400')}>{priceTexts.noHistory}</p>;
  if (!drawable) return <Spinner className={centred} label={priceTexts.loadingChart} showLabel />;
  return (
    <Suspense fallback={<Spinner className={centred} label={priceTexts.loadingChart} showLabel />}>
      <HistoryChartCanvas history={history} />
    </Suspense>
  );
}
