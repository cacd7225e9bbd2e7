import { ANALYTICS_PERIODS, ANALYTICS_PERIOD_LABELS, type AnalyticsPeriod } from '@ctp/domain/analytics';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { adminAnalyticsTexts } from '../texts';

/** The report's period (spec 2.18: 90d reads 'Last 3 months') as a row of toggle buttons; the chosen one is pressed. */
export function PeriodSelector({ value, onChange }: { value: AnalyticsPeriod; onChange: (period: AnalyticsPeriod) => void }) {
  const { text } = useTexts(adminAnalyticsTexts);
  const labels = useDomainTable(ANALYTICS_PERIOD_LABELS);
  const options = ANALYTICS_PERIODS.map((period) => ({ value: period, label: labels[period] }));
  return <SegmentedControl label={text.periodLabel} variant="soft" options={options} value={value} onChange={onChange} />;
}
