import { ANALYTICS_PERIODS, ANALYTICS_TEXTS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@ctp/domain/analytics';
import { BarChart3, Download } from 'lucide-react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { StatCardsSkeleton } from '@/components/ui/stat-card';
import { errorMessage } from '@/lib/api-client';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useListParams } from '@/lib/use-list-params';
import { useExportAnalyticsReport } from './api/export-analytics-report';
import { useAnalyticsReport, type AnalyticsReport } from './api/get-analytics-report';
import { AnalyticsCharts } from './components/analytics-charts';
import { CommodityTable } from './components/commodity-table';
import { KpiCards } from './components/kpi-cards';
import { PerformanceMetrics } from './components/performance-metrics';
import { PeriodSelector } from './components/period-selector';
import { RegionalDistribution } from './components/regional-distribution';
import { adminAnalyticsTexts } from './texts';

const periodOf = (value: string): AnalyticsPeriod =>
  (ANALYTICS_PERIODS as readonly string[]).includes(value) ? (value as AnalyticsPeriod) : DEFAULT_ANALYTICS_PERIOD;

/** Nothing happened in the period: no trade placed, none completed, no volume. */
const isQuiet = (report: AnalyticsReport) =>
  report.kpis.tradesCreated.value === 0 && report.kpis.tradesCompleted.value === 0 && report.kpis.tradedVolume.value === 0;

/**
 * Analytics (spec 2.18) computed by the server for the period in the URL (?period=7d|30d|90d|1y):
 * KPI cards with their change, the trend and distribution charts, regional distribution, performance
 * metrics and the commodity table; Export Report downloads the KPIs and the table as CSV.
 */
export function AdminAnalyticsPane() {
  const { text } = useTexts(adminAnalyticsTexts);
  const analyticsTexts = useDomainTable(ANALYTICS_TEXTS);
  const { values, update } = useListParams(['period'] as const);
  const period = periodOf(values.period);
  const report = useAnalyticsReport(period);
  const exporter = useExportAnalyticsReport();

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-center gap-3">
          <PeriodSelector value={period} onChange={(next) => update({ period: next === DEFAULT_ANALYTICS_PERIOD ? null : next })} />
          {report.isFetching && !report.isPending && <Spinner label={text.updating} />}
        </div>
        <Button variant="secondary" onClick={() => exporter.mutate(period)} busy={exporter.isPending} busyText={text.exporting}>
          <Download aria-hidden="true" className="size-4" />
          {text.exportReport}
        </Button>
      </div>

      {exporter.isError && (
        <ErrorBox>
          <p>{errorMessage(exporter.error, analyticsTexts.exportFailed)}</p>
        </ErrorBox>
      )}

      {report.isPending ? (
        <StatCardsSkeleton label={text.loading} cards={6} gridClassName="grid-cols-2 md:grid-cols-3 xl:grid-cols-6" panels={['h-80', 'h-48']} />
      ) : report.isError ? (
        <LoadError message={analyticsTexts.analyticsLoadFailed} error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : (
        <>
          <KpiCards kpis={report.data.kpis} />
          {isQuiet(report.data) ? (
            <Card>
              <EmptyState icon={BarChart3} title={analyticsTexts.noTrades}>
                {text.quietText}
              </EmptyState>
            </Card>
          ) : (
            <AnalyticsCharts report={report.data} />
          )}
          <div className="grid gap-6 lg:grid-cols-2">
            <RegionalDistribution regions={report.data.regions} />
            <PerformanceMetrics performance={report.data.performance} />
          </div>
          <CommodityTable commodities={report.data.commodities} />
        </>
      )}
    </div>
  );
}
