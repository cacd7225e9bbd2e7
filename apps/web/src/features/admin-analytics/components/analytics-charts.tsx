import { CATEGORY_LABELS } from '@ctp/domain/analytics';
import { ORDER_STATUS_LABELS } from '@ctp/domain/order-constants';
import { ChartPanel, LazyDistributionChart, LazyTrendChart } from '@/components/charts/lazy-charts';
import { formatAdminMoney } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import type { AnalyticsReport } from '../api/get-analytics-report';
import { adminAnalyticsTexts } from '../texts';
import { localizedTrend } from '@/components/charts/trend-labels';

/** The period's trend (volume and new trades per bucket) and its trades by category and status, and volume by category. */
export function AnalyticsCharts({ report }: { report: AnalyticsReport }) {
  const { text, language } = useTexts(adminAnalyticsTexts);
  const categories = useDomainTable(CATEGORY_LABELS);
  const statuses = useDomainTable(ORDER_STATUS_LABELS);
  const charts = text.charts;
  const trendLabel = charts.trendLabel[report.period.bucket];
  const distributions = [
    {
      id: 'trades-by-commodity',
      ...charts.tradesByCommodity,
      slices: report.byCategory.map((c) => ({ name: categories[c.category], value: c.trades })),
    },
    {
      id: 'trades-by-status',
      ...charts.tradesByStatus,
      slices: report.byStatus.filter((s) => s.trades > 0).map((s) => ({ name: statuses[s.status], value: s.trades })),
    },
    {
      id: 'volume-by-commodity',
      ...charts.volumeByCommodity,
      slices: report.byCategory.map((c) => ({ name: categories[c.category], value: c.volume })),
      valueLabel: charts.volume,
      formatValue: formatAdminMoney,
    },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <ChartPanel title={charts.trendTitle} subtitle={trendLabel} className="lg:col-span-3">
        {/* The plot's axes read left to right in both languages; its labels are translated. */}
        <div dir="ltr">
          <LazyTrendChart label={trendLabel} points={localizedTrend(report.trend, report.period.bucket, language)} height={280} />
        </div>
      </ChartPanel>
      {distributions.map(({ id, title, ...chart }) => (
        <ChartPanel key={id} title={title}>
          <div dir="ltr">
            <LazyDistributionChart {...chart} />
          </div>
        </ChartPanel>
      ))}
    </div>
  );
}
