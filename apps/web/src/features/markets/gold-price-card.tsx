import { TIMING } from '@ctp/domain/constants';
import { PRICE_INSTRUMENTS, PRICE_TEXTS } from '@ctp/domain/price-constants';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime, formatMoney } from '@/lib/format';
import { PriceChange } from './price-change';
import { PriceLoadError, PriceSourceNotice } from './price-notices';
import { fetchMarketSummary } from './price-api';
import { usePolling } from './use-polling';

/**
 * The live gold price of the Gold Trading page (spec 2.7): refreshed every 30 seconds from the market
 * summary, with the fallback notice when the service could only give the fixed data.
 */
export function GoldPriceCard({ className, title = 'Live Gold Price' }: { className?: string; title?: string }) {
  const { data, loading } = usePolling(fetchMarketSummary, TIMING.priceRefreshMs);
  const gold = data?.gold;
  const instrument = PRICE_INSTRUMENTS.XAU;
  const titleId = useId();

  return (
    <Card className={cx('p-6', className)}>
      <section aria-labelledby={titleId} aria-busy={loading || undefined}>
        <div className="flex items-baseline justify-between gap-4">
          <h3 id={titleId} className="text-sm font-semibold tracking-wide text-gold-300 uppercase">
            {title}
          </h3>
          <span className="text-xs text-slate-400">
            {instrument.currency} {instrument.unit}
          </span>
        </div>
        {gold ? (
          <>
            <p className="mt-3 text-4xl font-bold text-white tabular-nums">{formatMoney(gold.price)}</p>
            <PriceChange className="mt-2" change={gold.change} percent={gold.change_percent} />
            <p className="mt-3 text-xs text-slate-400">
              {PRICE_TEXTS.updated} <time dateTime={gold.last_updated}>{formatDateTime(gold.last_updated)}</time>
            </p>
            <PriceSourceNotice className="mt-3" quotes={[gold]} />
          </>
        ) : loading ? (
          <Spinner className="mt-4" label={PRICE_TEXTS.loadingPrice} showLabel />
        ) : (
          <PriceLoadError className="mt-4" message={PRICE_TEXTS.goldLoadFailed} />
        )}
      </section>
    </Card>
  );
}
