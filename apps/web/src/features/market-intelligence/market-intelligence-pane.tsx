import { TIMING } from '@ctp/domain/constants';
import { Radio } from 'lucide-react';
import { useId } from 'react';
import { MarketBoard } from '@/features/markets';
import { FuelBoard } from '@/features/fuel-prices';
import { PriceAlertsPanel } from '@/features/price-alerts';
import { AlertsPanel } from './components/alerts-panel';
import { ForecastsByPlan } from './components/forecasts-by-plan';
import { PackagesPanel } from './components/packages-panel';
import { PriceHistoryPanel } from './components/price-history-panel';
import { useTexts } from '@/lib/i18n/texts';
import { marketIntelligenceTexts } from './texts';

/**
 * The Market Intelligence tab (spec 2.16): live spot cards and history charts from the price service,
 * the server's 3-day forecasts, geopolitical alerts, and the Basic and Enterprise packages.
 */
export function MarketIntelligencePane() {
  const liveId = useId();
  const { text, t } = useTexts(marketIntelligenceTexts);
  return (
    <div className="space-y-10">
      <section aria-labelledby={liveId}>
        <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id={liveId} className="text-xl font-semibold tracking-tight text-white">
              {text.liveMarkets}
            </h2>
            <p className="mt-1 text-sm text-slate-400">{text.liveMarketsLead}</p>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full border border-emerald-500/30 bg-emerald-500/10 px-3 py-1 text-xs font-medium text-emerald-300">
            <Radio aria-hidden="true" className="size-3.5" />
            {t('refreshes', { seconds: TIMING.priceRefreshMs / 1000 })}
          </span>
        </div>
        <MarketBoard />
        <div className="mt-5">
          <PriceHistoryPanel />
        </div>
      </section>

      <FuelBoard />

      <PriceAlertsPanel />

      <ForecastsByPlan />

      <AlertsPanel />

      <PackagesPanel />
    </div>
  );
}
