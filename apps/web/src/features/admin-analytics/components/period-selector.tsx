import { ANALYTICS_PERIODS, ANALYTICS_PERIOD_LABELS, type AnalyticsPeriod } from '@ctp/domain/analytics';
import { SegmentedControl } from '@/components/ui/segmented-control';

const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((period) => ({ value: period, label: ANALYTICS_PERIOD_LABELS[period] }));

/** The report's period (spec 2.18: 90d reads 'Last 3 months') as a row of toggle buttons; the chosen one is pressed. */
export function PeriodSelector({ value, onChange }: { value: AnalyticsPeriod; onChange: (period: AnalyticsPeriod) => void }) {
  return <SegmentedControl label="Report period" variant="soft" options={PERIOD_OPTIONS} value={value} onChange={onChange} />;
}
