import type { PriceQuote } from '@ctp/domain/prices';
import { PRICE_INSTRUMENTS, type PriceSymbol } from '@ctp/domain/price-constants';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { formatMoney, formatUpdatedAt } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { PriceChange } from './price-change';
import { PriceLoadError } from './price-notices';
import { marketsTexts } from './texts';
import { usePriceTexts } from './use-price-texts';

interface QuoteCardProps {
  symbol: PriceSymbol;
  /** Undefined when the service's answer had no usable quote for it: the card says 'Failed to load price'. */
  quote: PriceQuote | undefined;
  /** h4 under a group's heading (the Market Intelligence board), h3 otherwise. */
  headingLevel?: 3 | 4;
}

/** One instrument's live quote: its name, price and unit, the change on the previous close, and when the market set it. */
export function QuoteCard({ symbol, quote, headingLevel = 3 }: QuoteCardProps) {
  const instrument = PRICE_INSTRUMENTS[symbol];
  const titleId = useId();
  const { text, language } = useTexts(marketsTexts);
  const priceTexts = usePriceTexts();
  const words = text.instruments[symbol];
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <Card className="p-5">
      <article aria-labelledby={titleId}>
        <Heading id={titleId} className="text-sm font-semibold text-slate-200">
          {language === 'en' ? (quote?.name ?? instrument.name) : words.name}
        </Heading>
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
