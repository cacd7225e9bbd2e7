import { ANALYTICS_TEXTS } from '@ctp/domain/analytics';
import { MapPin } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/list-pane';
import { formatMoney } from '@/lib/format';
import type { AnalyticsReport } from '../api/get-analytics-report';

/** The period's trades by location (the order's delivery location or port of origin), with their share. */
export function RegionalDistribution({ regions }: { regions: AnalyticsReport['regions'] }) {
  return (
    <Card className="p-6">
      <h3 className="text-sm font-semibold text-white">Regional Distribution</h3>
      <p className="text-xs text-slate-500">Trades by delivery location or port of origin</p>
      {regions.length === 0 ? (
        <EmptyState icon={MapPin} title={ANALYTICS_TEXTS.noTrades} />
      ) : (
        <ul aria-label="Regional distribution" className="mt-4 space-y-3">
          {regions.map((region) => (
            <li key={region.location} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="text-slate-200">{region.location}</span>
                <span className="text-slate-400 tabular-nums">
                  {region.trades} {region.trades === 1 ? 'trade' : 'trades'} · {formatMoney(region.value, { decimals: 0 })} · {region.share}%
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
