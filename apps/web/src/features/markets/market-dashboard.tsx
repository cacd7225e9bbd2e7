import { TIMING } from '@ctp/domain/constants';
import { MARKET_SUMMARY_KEYS, SYMBOL_BY_SUMMARY_KEY } from '@ctp/domain/price-constants';
import { MarketDataPending, PriceSourceNotice } from './price-notices';
import { fetchMarketSummary } from './price-api';
import { QuoteCard } from './quote-card';
import { usePolling } from './use-polling';

/**
 * The live dashboard of /insights and the Trading tab (spec 2.9): gold, crude oil and the USD index, refreshed
 * every 30 seconds. A card whose quote is missing says 'Failed to load price'; no answer at all says
 * 'Failed to load market data'; both offer 'Try again'.
 */
export function MarketDashboard({ className }: { className?: string }) {
  const { data, loading } = usePolling(fetchMarketSummary, TIMING.priceRefreshMs);
  if (!data) return <MarketDataPending loading={loading} className={className} />;
  return (
    <div className={className}>
      <div className="grid gap-4 sm:grid-cols-3">
        {MARKET_SUMMARY_KEYS.map((key) => (
          <QuoteCard key={key} symbol={SYMBOL_BY_SUMMARY_KEY[key]} quote={data[key]} />
        ))}
      </div>
      <PriceSourceNotice className="mt-3" quotes={MARKET_SUMMARY_KEYS.map((key) => data[key])} />
    </div>
  );
}
