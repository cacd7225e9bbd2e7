import { ANALYTICS_PERIODS, ANALYTICS_PERIOD_LABELS, type AnalyticsPeriod } from '@ctp/domain/analytics';
import { cx } from '../../../../components/ui/cx';

/** The report's period (spec 2.18: 90d reads 'Last 3 months') as a row of toggle buttons; the chosen one is pressed. */
export function PeriodSelector({ value, onChange }: { value: AnalyticsPeriod; onChange: (period: AnalyticsPeriod) => void }) {
  return (
    <div role="group" aria-label="Report period" className="inline-flex rounded-lg border border-white/10 bg-ink-900/60 p-1">
      {ANALYTICS_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === value}
          onClick={() => onChange(period)}
          className={cx(
            'rounded-md px-3 py-1.5 text-sm font-medium transition focus-visible:ring-2 focus-visible:ring-gold-400 focus-visible:outline-none',
            period === value ? 'bg-gold-500/15 text-gold-200' : 'text-slate-400 hover:text-white',
          )}
        >
          {ANALYTICS_PERIOD_LABELS[period]}
        </button>
      ))}
    </div>
  );
}
