import type { PriceHistory } from '@ctp/domain/prices';
import { PRICE_PERIOD_LABELS } from '@ctp/domain/price-constants';
import { AreaSeries, ColorType, createChart, TickMarkType, type Time, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { formatDate, formatDateTime, formatMoney, formatTime } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { currentLocale } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { marketsTexts } from './texts';

const GOLD = '#d4af37';

/**
 * The chart itself, in its own chunk (see price-history-chart.tsx). Daily closes are days, so they are
 * labelled in UTC (a close must not slip to the day before west of Greenwich); intraday prices in the
 * reader's own time.
 */
export default function HistoryChartCanvas({ history }: { history: PriceHistory }) {
  const container = useRef<HTMLDivElement>(null);
  const daily = history.interval === '1d';
  const { text, t, language } = useTexts(marketsTexts);
  const periodLabels = useDomainTable(PRICE_PERIOD_LABELS);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const toMs = (time: Time) =>
      typeof time === 'number'
        ? time * 1000
        : typeof time === 'string'
          ? Date.parse(`${time}T00:00:00Z`)
          : Date.UTC(time.year, time.month - 1, time.day);
    const dayOptions = daily ? { timeZone: 'UTC' } : {};
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: '#94a3b8',
        // The page's own font (the Arabic one in Arabic), so the axes read like the rest of the screen.
        fontFamily: getComputedStyle(element).fontFamily,
        // The logo is a focusable link inside the labelled image; the card credits TradingView in text instead.
        attributionLogo: false,
      },
      grid: { vertLines: { color: 'rgba(255,255,255,0.04)' }, horzLines: { color: 'rgba(255,255,255,0.06)' } },
      rightPriceScale: { borderVisible: false },
      timeScale: {
        borderVisible: false,
        timeVisible: !daily,
        tickMarkFormatter: (time: Time, type: TickMarkType) =>
          type === TickMarkType.Time || type === TickMarkType.TimeWithSeconds ? formatTime(toMs(time), dayOptions) : formatDate(toMs(time), dayOptions).replace(/, \d{4}$/, ''),
      },
      localization: {
        locale: currentLocale(),
        priceFormatter: (price: number) => formatMoney(price),
        timeFormatter: (time: Time) => (daily ? formatDate(toMs(time), dayOptions) : formatDateTime(toMs(time))),
      },
      crosshair: { horzLine: { labelBackgroundColor: GOLD }, vertLine: { labelBackgroundColor: GOLD } },
    });
    const series = chart.addSeries(AreaSeries, {
      lineColor: GOLD,
      lineWidth: 2,
      topColor: 'rgba(212,175,55,0.35)',
      bottomColor: 'rgba(212,175,55,0.02)',
      priceLineVisible: false,
    });
    series.setData(history.points.map((p) => ({ time: (Date.parse(p.time) / 1000) as UTCTimestamp, value: p.close })));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [history, daily, language]);

  // A canvas says nothing to a screen reader: the label gives the gist of the chart.
  const first = history.points[0];
  const last = history.points.at(-1);
  const dateOf = (time: string) => (daily ? formatDate(time, { timeZone: 'UTC' }) : formatDateTime(time));
  const name = language === 'en' ? history.name : text.instruments[history.symbol].name;
  const label =
    first && last
      ? t('chartSummary', {
          name,
          period: periodLabels[history.period],
          first: formatMoney(first.close),
          firstDate: dateOf(first.time),
          last: formatMoney(last.close),
          lastDate: dateOf(last.time),
        })
      : name;
  // Time runs left to right on trading screens in Arabic too: the plot keeps its own direction.
  return <div ref={container} dir="ltr" role="img" aria-label={label} className="h-full w-full" />;
}
