import { Card } from '@/components/ui/card';
import { useTexts } from '@/lib/i18n/texts';
import type { AnalyticsReport } from '../api/get-analytics-report';
import { adminAnalyticsTexts } from '../texts';

/** How fast the desk works in the period: time to match and to completion, and the approval rate. */
export function PerformanceMetrics({ performance }: { performance: AnalyticsReport['performance'] }) {
  const { text, t } = useTexts(adminAnalyticsTexts);
  const words = text.performance;
  const hours = (value: number | null) =>
    value === null
      ? words.noData
      : value < 48
        ? t('performance.hours', { value })
        : t('performance.days', { value: Math.round((value / 24) * 10) / 10 });
  const metrics = [
    { id: 'match', label: words.toMatch, value: hours(performance.averageHoursToMatch), hint: words.toMatchHint },
    { id: 'complete', label: words.toComplete, value: hours(performance.averageHoursToComplete), hint: words.toCompleteHint },
    {
      id: 'approval',
      label: words.approvalRate,
      value: performance.approvalRate === null ? words.noData : `${performance.approvalRate}%`,
      hint: t('reviewed', { count: performance.reviewed }),
    },
  ];
  return (
    <Card className="p-6">
      <h3 className="text-sm font-semibold text-white">{words.title}</h3>
      <dl className="mt-4 space-y-4">
        {metrics.map((metric) => (
          <div key={metric.id}>
            <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{metric.label}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-white tabular-nums">{metric.value}</dd>
            <dd className="text-xs text-slate-500">{metric.hint}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
