import { TIMING } from '@ctp/domain/constants';
import { PRICE_GROUPS, PRICE_SYMBOLS, SYMBOLS_BY_GROUP } from '@ctp/domain/price-constants';
import { useId } from 'react';
import { useTexts } from '@/lib/i18n/texts';
import { marketBoardTexts } from './market-board.texts';
import { MarketDataPending, PriceSourceNotice } from './price-notices';
import { fetchAllPrices } from './price-api';
import { QuoteCard } from './quote-card';
import { usePolling } from './use-polling';

/**
 * Every symbol of the table as a price tile, grouped (metals, energy, the dollar) in the table's order, from one
 * GET /prices/all refreshed every 30 seconds. The portals' board; the public pages keep the three-card dashboard.
 */
export function MarketBoard({ className }: { className?: string }) {
  const { data, loading } = usePolling(fetchAllPrices, TIMING.priceRefreshMs);
  const { text } = useTexts(marketBoardTexts);
  const headingId = useId();
  if (!data) return <MarketDataPending loading={loading} className={className} />;
  return (
    <div className={className}>
      <div className="space-y-6">
        {PRICE_GROUPS.map((group) => (
          <section key={group} aria-labelledby={`${headingId}-${group}`}>
            <h3 id={`${headingId}-${group}`} className="mb-3 text-xs font-semibold tracking-wider text-slate-400 uppercase">
              {text.groups[group]}
            </h3>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {SYMBOLS_BY_GROUP[group].map((symbol) => (
                <QuoteCard key={symbol} symbol={symbol} quote={data[symbol]} headingLevel={4} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <PriceSourceNotice className="mt-3" quotes={PRICE_SYMBOLS.map((symbol) => data[symbol])} />
    </div>
  );
}
