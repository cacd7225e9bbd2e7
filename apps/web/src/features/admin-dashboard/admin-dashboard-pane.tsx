import { TEXTS } from '@ctp/domain/texts';
import { LoadError } from '@/components/ui/list-pane';
import { StatCardsSkeleton } from '@/components/ui/stat-card';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useAdminDashboard } from './api/get-admin-dashboard';
import { DashboardCharts } from './components/dashboard-charts';
import { DashboardSummary } from './components/dashboard-summary';
import { RecentSystemActivity } from './components/recent-system-activity';
import { SystemHealth } from './components/system-health';
import { TradesByStatus } from './components/trades-by-status';
import { adminDashboardTexts } from './texts';

/**
 * The administrator's Dashboard (spec 2.18) on live data: users by status, trades, volume with monthly
 * growth, success rate, the server's health checks, a trend and a distribution chart, and the newest
 * audit entries with their severity.
 */
export function AdminDashboardPane() {
  const { text } = useTexts(adminDashboardTexts);
  const texts = useDomainTable(TEXTS);
  const dashboard = useAdminDashboard();
  if (dashboard.isPending) {
    return <StatCardsSkeleton label={text.loading} cards={8} gridClassName="grid-cols-2 md:grid-cols-4" panels={['h-64']} />;
  }
  if (dashboard.isError) {
    return <LoadError message={texts.dashboardLoadFailed} error={dashboard.error} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />;
  }
  const data = dashboard.data;
  return (
    <div className="space-y-6">
      <DashboardSummary dashboard={data} />
      <DashboardCharts dashboard={data} />
      <div className="grid gap-6 lg:grid-cols-3">
        <TradesByStatus trades={data.trades} contracts={data.contracts} />
        <SystemHealth health={data.health} />
        <RecentSystemActivity entries={data.recentActivity} />
      </div>
    </div>
  );
}
