import { ANALYTICS_KPIS, ANALYTICS_KPI_LABELS, ANALYTICS_KPI_UNITS, type AnalyticsKpiName } from '@ctp/domain/analytics';
import { CheckCircle2, CircleDollarSign, ListOrdered, Scale, Target, UserPlus, type LucideIcon } from 'lucide-react';
import { PercentChange, StatCard } from '@/components/ui/stat-card';
import { formatMoney, formatNumber } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import type { AnalyticsReport } from '../api/get-analytics-report';
import { adminAnalyticsTexts } from '../texts';

const ICONS: Record<AnalyticsKpiName, LucideIcon> = {
  newUsers: UserPlus,
  tradesCreated: ListOrdered,
  tradesCompleted: CheckCircle2,
  tradedVolume: CircleDollarSign,
  averageTradeSize: Scale,
  successRate: Target,
};

const FORMATS = {
  count: (v: number) => formatNumber(v),
  usd: (v: number) => formatMoney(v, { decimals: 0 }),
  percent: (v: number) => `${v}%`,
} as const;

/** The six KPI cards, each with its change against the previous period of equal length. */
export function KpiCards({ kpis }: { kpis: AnalyticsReport['kpis'] }) {
  const { text } = useTexts(adminAnalyticsTexts);
  const labels = useDomainTable(ANALYTICS_KPI_LABELS);
  return (
    <ul aria-label={text.kpis.label} className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {ANALYTICS_KPIS.map((name) => (
        <StatCard key={name} label={labels[name]} value={FORMATS[ANALYTICS_KPI_UNITS[name]](kpis[name].value)} icon={ICONS[name]}>
          <PercentChange change={kpis[name].change} suffix={text.kpis.vsPrevious} />
        </StatCard>
      ))}
    </ul>
  );
}
