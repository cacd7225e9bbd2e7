import { Card } from '@/components/ui/card';
import type { AnalyticsReport } from '../api/get-analytics-report';

const hours = (value: number | null) => (value === null ? 'No data' : value < 48 ? `${value} h` : `${Math.round((value / 24) * 10) / 10} days`);

/** How fast the desk works in the period: time to match and to completion, and the approval rate. */
export function PerformanceMetrics({ performance }: { performance: AnalyticsReport['performance'] }) {
  const metrics = [
    { label: 'Average time to match', value: hours(performance.averageHoursToMatch), hint: 'From order placed to match confirmed' },
    { label: 'Average time to completion', value: hours(performance.averageHoursToComplete), hint: 'From order placed to contract executed' },
    {
      label: 'Approval rate',
      value: performance.approvalRate === null ? 'No data' : `${performance.approvalRate}%`,
      hint: `${performance.reviewed} ${performance.reviewed === 1 ? 'trade' : 'trades'} reviewed`,
    },
  ];
  return (
    <Card className="p-6">
      <h3 className="text-sm font-semibold text-white">Performance Metrics</h3>
      <dl className="mt-4 space-y-4">
        {metrics.map((metric) => (
          <div key={metric.label}>
            <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{metric.label}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-white tabular-nums">{metric.value}</dd>
            <dd className="text-xs text-slate-500">{metric.hint}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
