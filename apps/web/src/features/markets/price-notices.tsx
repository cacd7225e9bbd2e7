import type { PriceQuote } from '@ctp/domain/prices';
import { Info, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { Spinner } from '@/components/ui/spinner';
import { usePriceTexts } from './use-price-texts';

/**
 * Spec 2.7: the fallback notice when the fixed data is shown; otherwise a quieter note when prices are
 * simulated (so nobody takes them for live prices) or delayed.
 */
export function PriceSourceNotice({ quotes, className }: { quotes: ReadonlyArray<PriceQuote | undefined>; className?: string }) {
  const priceTexts = usePriceTexts();
  const shown = quotes.filter((q): q is PriceQuote => q !== undefined);
  const fallback = shown.some((q) => q.source === 'fallback');
  const simulated = shown.some((q) => q.source === 'simulated');
  const stale = shown.some((q) => q.stale);
  const text = fallback ? priceTexts.usingFallback : simulated ? priceTexts.simulatedNotice : stale ? priceTexts.staleNotice : null;
  if (!text) return null;
  return (
    <p role="status" className={cx('flex items-center gap-2 text-xs', fallback ? 'text-amber-300' : 'text-slate-400', className)}>
      {fallback ? <TriangleAlert aria-hidden="true" className="size-4 shrink-0" /> : <Info aria-hidden="true" className="size-4 shrink-0" />}
      {text}
    </p>
  );
}

/** Spec 2.9: a failure with 'Try again', which reloads the page. */
export function PriceLoadError({ message, retry = false, className }: { message: string; retry?: boolean; className?: string }) {
  const priceTexts = usePriceTexts();
  return (
    <div role="alert" className={cx('flex flex-col items-start gap-3 text-sm text-red-200', className)}>
      <p className="flex items-center gap-2">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-red-400" />
        {message}
      </p>
      {retry && (
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {priceTexts.tryAgain}
        </Button>
      )}
    </div>
  );
}

/** A board of quotes before its first answer: loading, or 'Failed to load market data' with 'Try again'. */
export function MarketDataPending({ loading, className }: { loading: boolean; className?: string }) {
  const priceTexts = usePriceTexts();
  return (
    <Card className={cx('p-6', className)}>
      {loading ? <Spinner label={priceTexts.loadingPrice} showLabel /> : <PriceLoadError message={priceTexts.marketLoadFailed} retry />}
    </Card>
  );
}
