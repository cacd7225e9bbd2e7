import { ANALYTICS_TEXTS } from '@ctp/domain/analytics';
import { MapPin } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/list-pane';
import { formatMoney } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import type { AnalyticsReport } from '../api/get-analytics-report';
import { adminAnalyticsTexts } from '../texts';

/** The period's trades by location (the order's delivery location or port of origin), with their share. */
export function RegionalDistribution({ regions }: { regions: AnalyticsReport['regions'] }) {
  const { text, t } = useTexts(adminAnalyticsTexts);
  const analyticsTexts = useDomainTable(ANALYTICS_TEXTS);
  return (
    <Card className="p-6">
      <h3 className="text-sm font-semibold text-white">{text.regions.title}</h3>
      <p className="text-xs text-slate-500">{text.regions.subtitle}</p>
      {regions.length === 0 ? (
        <EmptyState icon={MapPin} title={analyticsTexts.noTrades} />
      ) : (
        <ul aria-label={text.regions.label} className="mt-4 space-y-3">
          {regions.map((region) => (
            <li key={region.location} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="text-slate-200">{region.location}</span>
                <span className="text-slate-400 tabular-nums">
                  {t('regionTrades', { count: region.trades })} · {formatMoney(region.value, { decimals: 0 })} · {region.share}%
                </span>
              </div>
              <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-white/5">
                <div className="h-full rounded-full bg-sky-400/70" style={{ width: `${region.share}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
