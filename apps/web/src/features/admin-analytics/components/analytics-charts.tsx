import { CATEGORY_LABELS } from '@ctp/domain/analytics';
import { ORDER_STATUS_LABELS } from '@ctp/domain/order-constants';
import { ChartPanel, LazyDistributionChart, LazyTrendChart } from '@/components/charts/lazy-charts';
import { formatAdminMoney } from '@/lib/format';
import type { AnalyticsReport } from '../api/get-analytics-report';

/** The period's trend (volume and new trades per bucket) and its trades by category and status, and volume by category. */
export function AnalyticsCharts({ report }: { report: AnalyticsReport }) {
  const trendLabel = `Executed volume and new trades per ${report.period.bucket}`;
  const distributions = [
    { title: 'Trades by Commodity', label: 'Trades by commodity category', slices: report.byCategory.map((c) => ({ name: CATEGORY_LABELS[c.category], value: c.trades })) },
    {
      title: 'Trades by Status',
      label: 'Trades by status',
      slices: report.byStatus.filter((s) => s.trades > 0).map((s) => ({ name: ORDER_STATUS_LABELS[s.status], value: s.trades })),
    },
    {
      title: 'Volume by Commodity',
      label: 'Executed volume by commodity category',
      slices: report.byCategory.map((c) => ({ name: CATEGORY_LABELS[c.category], value: c.volume })),
      valueLabel: 'Volume',
      formatValue: formatAdminMoney,
    },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <ChartPanel title="Trading Trend" subtitle={trendLabel} className="lg:col-span-3">
        <LazyTrendChart label={trendLabel} points={report.trend} height={280} />
      </ChartPanel>
      {distributions.map(({ title, ...chart }) => (
        <ChartPanel key={title} title={title}>
          <LazyDistributionChart {...chart} />
        </ChartPanel>
      ))}
    </div>
  );
}
