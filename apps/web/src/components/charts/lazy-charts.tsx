import { PRICE_TEXTS } from '@ctp/domain/price-constants';
import { Suspense, lazy, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { formatAdminMoney, formatNumber } from '@/lib/format';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import type { DistributionSlice, TrendChartPoint } from './admin-charts';
import { chartTexts } from './texts';

export type { DistributionSlice, TrendChartPoint };

// recharts is large: it loads with the first chart shown, in a chunk of its own.
const TrendChart = lazy(() => import('./admin-charts').then((m) => ({ default: m.TrendChart })));
const DistributionChart = lazy(() => import('./admin-charts').then((m) => ({ default: m.DistributionChart })));

interface ChartFrameProps {
  /** What the chart shows: the figure's name and its data table's caption. */
  label: string;
  height: number;
  /** The chart's figures as a table, for screen readers (the chart itself is a picture of them). */
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  children: ReactNode;
}

/** A chart and its text alternative: the same figures in a visually hidden table, there before the chart's chunk is. */
function ChartFrame({ label, height, columns, rows, children }: ChartFrameProps) {
  const translate = useTranslateText();
  return (
    <figure aria-label={label} className="w-full">
      {/* The axes are drawn left to right in either language; the labels are translated. */}
      <div dir="ltr" style={{ height }}>
        <Suspense fallback={<div role="status" aria-label={translate(PRICE_TEXTS.loadingChart)} className="h-full animate-pulse rounded-lg bg-white/5 motion-reduce:animate-none" />}>
          {children}
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells]) => (
            <tr key={head}>
              <th scope="row">{head}</th>
              {cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export function LazyTrendChart({ label, points, height = 240 }: { label: string; points: TrendChartPoint[]; height?: number }) {
  const { text } = useTexts(chartTexts);
  const rows = points.map((point) => [point.label, formatAdminMoney(point.volume), formatNumber(point.trades)]);
  return (
    <ChartFrame label={label} height={height} columns={[text.period, text.volume, text.trades]} rows={rows}>
      <TrendChart points={points} height={height} />
    </ChartFrame>
  );
}

interface DistributionChartProps {
  label: string;
  slices: DistributionSlice[];
  height?: number;
  /** What a slice's value is (the chart texts' trades or volume) and how it reads; a count by default. */
  valueLabel?: string;
  formatValue?: (value: number) => string;
}

export function LazyDistributionChart({ label, slices, height = 240, valueLabel, formatValue = formatNumber }: DistributionChartProps) {
  const { text } = useTexts(chartTexts);
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const rows = slices.map((slice) => [slice.name, formatValue(slice.value), `${total > 0 ? Math.round((slice.value / total) * 100) : 0}%`]);
  return (
    <ChartFrame label={label} height={height} columns={[text.category, valueLabel ?? text.trades, text.share]} rows={rows}>
      <DistributionChart slices={slices} height={height} />
    </ChartFrame>
  );
}

interface ChartPanelProps {
  title: string;
  subtitle?: string;
  className?: string;
  children: ReactNode;
}

/** A titled panel holding one chart (or its empty text). */
export function ChartPanel({ title, subtitle, className, children }: ChartPanelProps) {
  return (
    <Card className={cx('p-6', className)}>
      <h3 className="text-sm font-semibold text-white">{title}</h3>
      {subtitle && <p className="text-xs text-slate-500">{subtitle}</p>}
      <div className="mt-4">{children}</div>
    </Card>
  );
}
