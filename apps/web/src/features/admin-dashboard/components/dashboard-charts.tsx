import { CATEGORY_LABELS } from '@ctp/domain/analytics';
import { ChartPanel, LazyDistributionChart, LazyTrendChart } from '@/components/charts/lazy-charts';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import type { AdminDashboard } from '../api/get-admin-dashboard';
import { adminDashboardTexts } from '../texts';
import { localizedTrend } from '@/components/charts/trend-labels';

/** Volume and new trades over the last six months, and the trades of those months by commodity category. */
export function DashboardCharts({ dashboard }: { dashboard: AdminDashboard }) {
  const { text, language } = useTexts(adminDashboardTexts);
  const categories = useDomainTable(CATEGORY_LABELS);
  const slices = dashboard.byCategory.map((c) => ({ name: categories[c.category], value: c.trades }));
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <ChartPanel title={text.charts.trendTitle} subtitle={text.charts.trendSubtitle} className="lg:col-span-2">
        {/* The plot's axes read left to right in both languages; its labels are translated. */}
        <div dir="ltr">
          <LazyTrendChart label={text.charts.trendLabel} points={localizedTrend(dashboard.trend, 'month', language)} height={220} />
        </div>
      </ChartPanel>
      <ChartPanel title={text.charts.categoryTitle} subtitle={text.charts.categorySubtitle}>
        {slices.some((s) => s.value > 0) ? (
          <div dir="ltr">
            <LazyDistributionChart label={text.charts.categoryLabel} slices={slices} height={220} />
          </div>
        ) : (
          <p className="py-8 text-center text-sm text-slate-400">{text.charts.noTrades}</p>
        )}
      </ChartPanel>
    </div>
  );
}
