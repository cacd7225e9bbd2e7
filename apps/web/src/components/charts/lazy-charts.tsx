import { PRICE_TEXTS } from '@ctp/domain/price-constants';
import { Suspense, lazy, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import type { DistributionSlice, TrendChartPoint } from './admin-charts';

export type { DistributionSlice, TrendChartPoint };

// recharts is large: it loads with the first chart shown, in a chunk of its own.
const TrendChart = lazy(() => import('./admin-charts').then((m) => ({ default: m.TrendChart })));
const DistributionChart = lazy(() => import('./admin-charts').then((m) => ({ default: m.DistributionChart })));

interface ChartFrameProps {
  /** What the chart shows, for screen readers (the figures themselves are listed beside it). */
  label: string;
  height: number;
  children: ReactNode;
}

function ChartFrame({ label, height, children }: ChartFrameProps) {
  return (
    <figure aria-label={label} style={{ height }} className="w-full">
      <Suspense fallback={<div role="status" aria-label={PRICE_TEXTS.loadingChart} className="h-full animate-pulse rounded-lg bg-white/5 motion-reduce:animate-none" />}>
        {children}
      </Suspense>
    </figure>
  );
}

export function LazyTrendChart({ label, points, height = 240 }: { label: string; points: TrendChartPoint[]; height?: number }) {
  return (
    <ChartFrame label={label} height={height}>
      <TrendChart points={points} height={height} />
    </ChartFrame>
  );
}

export function LazyDistributionChart({ label, slices, height = 240 }: { label: string; slices: DistributionSlice[]; height?: number }) {
  return (
    <ChartFrame label={label} height={height}>
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
