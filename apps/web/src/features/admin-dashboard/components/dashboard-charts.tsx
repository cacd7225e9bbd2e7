import { CATEGORY_LABELS } from '@ctp/domain/analytics';
import { ChartPanel, LazyDistributionChart, LazyTrendChart } from '@/components/charts/lazy-charts';
import type { AdminDashboard } from '../api/get-admin-dashboard';

/** Volume and new trades over the last six months, and the trades of those months by commodity category. */
export function DashboardCharts({ dashboard }: { dashboard: AdminDashboard }) {
  const slices = dashboard.byCategory.map((c) => ({ name: CATEGORY_LABELS[c.category], value: c.trades }));
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <ChartPanel title="Trading Trend" subtitle="Executed volume and new trades, last six months" className="lg:col-span-2">
        <LazyTrendChart label="Executed volume and new trades per month" points={dashboard.trend} height={220} />
      </ChartPanel>
      <ChartPanel title="Trades by Commodity" subtitle="Last six months">
        {slices.some((s) => s.value > 0) ? (
          <LazyDistributionChart label="Trades by commodity category" slices={slices} height={220} />
        ) : (
          <p className="py-8 text-center text-sm text-slate-400">No trades in the last six months</p>
        )}
      </ChartPanel>
    </div>
  );
}
