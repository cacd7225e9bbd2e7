import type { PriceQuote } from '@ctp/domain/prices';
import { TIMING } from '@ctp/domain/constants';
import {
  MARKET_SUMMARY_KEYS,
  PRICE_INSTRUMENTS,
  SYMBOL_BY_SUMMARY_KEY,
  type MarketSummaryKey,
} from '@ctp/domain/price-constants';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney, formatUpdatedAt } from '@/lib/format';
import { PriceChange } from './price-change';
import { PriceLoadError, PriceSourceNotice } from './price-notices';
import { fetchMarketSummary } from './price-api';
import { usePolling } from './use-polling';
import { useTexts } from '@/lib/i18n/texts';
import { marketsTexts } from './texts';
import { usePriceTexts } from './use-price-texts';

function MarketCard({ summaryKey, quote }: { summaryKey: MarketSummaryKey; quote: PriceQuote | undefined }) {
  const instrument = PRICE_INSTRUMENTS[SYMBOL_BY_SUMMARY_KEY[summaryKey]];
  const titleId = useId();
  const { text, language } = useTexts(marketsTexts);
  const priceTexts = usePriceTexts();
  const words = text.instruments[instrument.symbol];
  return (
    <Card className="p-5">
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="text-sm font-semibold text-slate-200">
          {language === 'en' ? (quote?.name ?? instrument.name) : words.name}
        </h3>
        {quote ? (
          <>
            <p className="mt-2 text-3xl font-bold text-white tabular-nums">{formatMoney(quote.price)}</p>
            <p className="text-xs text-slate-400">{words.unit}</p>
            <PriceChange className="mt-2" change={quote.change} percent={quote.change_percent} />
            <p className="mt-3 text-xs text-slate-400">
              {priceTexts.updated} <time dateTime={quote.last_updated}>{formatUpdatedAt(quote.last_updated)}</time>
            </p>
          </>
        ) : (
          <PriceLoadError className="mt-3" message={priceTexts.priceLoadFailed} retry />
        )}
      </article>
    </Card>
  );
}

/**
 * The live dashboard of Market Intelligence (spec 2.9): gold, crude oil and the USD index, refreshed
 * every 30 seconds. A card whose quote is missing says 'Failed to load price'; no answer at all says
 * 'Failed to load market data'; both offer 'Try again'.
 */
export function MarketDashboard({ className }: { className?: string }) {
  const { data, loading } = usePolling(fetchMarketSummary, TIMING.priceRefreshMs);
  const priceTexts = usePriceTexts();

  if (!data) {
    return (
      <Card className={cx('p-6', className)}>
        {loading ? (
          <Spinner label={priceTexts.loadingPrice} showLabel />
        ) : (
          <PriceLoadError message={priceTexts.marketLoadFailed} retry />
        )}
      </Card>
    );
  }
  return (
    <div className={className}>
      <div className="grid gap-4 sm:grid-cols-3">
        {MARKET_SUMMARY_KEYS.map((key) => (
          <MarketCard key={key} summaryKey={key} quote={data[key]} />
        ))}
      </div>
      <PriceSourceNotice className="mt-3" quotes={MARKET_SUMMARY_KEYS.map((key) => data[key])} />
    </div>
  );
}
