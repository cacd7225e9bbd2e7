import { TIMING } from '@ctp/domain/constants';
import { PRICE_INSTRUMENTS } from '@ctp/domain/price-constants';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime, formatMoney } from '@/lib/format';
import { PriceChange } from './price-change';
import { PriceLoadError, PriceSourceNotice } from './price-notices';
import { fetchMarketSummary } from './price-api';
import { usePolling } from './use-polling';
import { useTexts } from '@/lib/i18n/texts';
import { marketsTexts } from './texts';
import { usePriceTexts } from './use-price-texts';

/**
 * The live gold price of the Gold Trading page (spec 2.7): refreshed every 30 seconds from the market
 * summary, with the fallback notice when the service could only give the fixed data.
 */
export function GoldPriceCard({ className, title }: { className?: string; title?: string }) {
  const { text } = useTexts(marketsTexts);
  const priceTexts = usePriceTexts();
  const { data, loading } = usePolling(fetchMarketSummary, TIMING.priceRefreshMs);
  const gold = data?.gold;
  const instrument = PRICE_INSTRUMENTS.XAU;
  const titleId = useId();

  return (
    <Card className={cx('p-6', className)}>
      <section aria-labelledby={titleId} aria-busy={loading || undefined}>
        <div className="flex items-baseline justify-between gap-4">
          <h3 id={titleId} className="text-sm font-semibold tracking-wide text-gold-300 uppercase">
            {title ?? text.liveGoldPrice}
          </h3>
          <span className="text-xs text-slate-400">
            {instrument.currency} {text.instruments[instrument.symbol].unit}
          </span>
        </div>
        {gold ? (
          <>
            <p className="mt-3 text-4xl font-bold text-white tabular-nums">{formatMoney(gold.price)}</p>
            <PriceChange className="mt-2" change={gold.change} percent={gold.change_percent} />
            <p className="mt-3 text-xs text-slate-400">
              {priceTexts.updated} <time dateTime={gold.last_updated}>{formatDateTime(gold.last_updated)}</time>
            </p>
            <PriceSourceNotice className="mt-3" quotes={[gold]} />
          </>
        ) : loading ? (
          <Spinner className="mt-4" label={priceTexts.loadingPrice} showLabel />
        ) : (
          <PriceLoadError className="mt-4" message={priceTexts.goldLoadFailed} />
        )}
      </section>
    </Card>
  );
}
