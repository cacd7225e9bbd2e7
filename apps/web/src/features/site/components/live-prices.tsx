import { PRICE_INSTRUMENTS, type PriceSymbol } from '@ctp/domain/price-constants';
import { useState } from 'react';
import { GoldPriceCard } from '../../../components/markets/gold-price-card';
import { MarketDashboard } from '../../../components/markets/market-dashboard';
import { PriceHistoryChart } from '../../../components/markets/price-history-chart';
import { cx } from '../../../components/ui/cx';
import { Section } from './layout';
import { SectionHeading } from './section-heading';

/** /gold (spec 2.7): the live gold price, refreshed every 30 seconds, beside its price history. */
export function GoldPriceSection() {
  return (
    <Section labelledBy="live-gold-price" tone="deep">
      <SectionHeading
        id="live-gold-price"
        eyebrow="Live market"
        title="Live Gold Price"
        lead="Spot gold against the US dollar, refreshed every 30 seconds, with its history over the period you choose."
      />
      <div className="mt-10 grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <GoldPriceCard title="Gold spot (XAU/USD)" />
        <PriceHistoryChart symbol="XAU" />
      </div>
    </Section>
  );
}

const CHART_SYMBOLS: PriceSymbol[] = ['XAU', 'BRENT', 'DXY'];

/** /insights (spec 2.9): gold, crude oil and the USD index, refreshed every 30 seconds, with a history chart. */
export function MarketDashboardSection() {
  const [symbol, setSymbol] = useState<PriceSymbol>('XAU');
  return (
    <Section labelledBy="live-market-dashboard" tone="deep">
      <SectionHeading
        id="live-market-dashboard"
        eyebrow="Live dashboard"
        title="Live Market Dashboard"
        lead="The three markets that move our clients' books, refreshed every 30 seconds."
      />
      <MarketDashboard className="mt-10" />
      <div role="group" aria-label="Chart instrument" className="mt-8 flex flex-wrap gap-2">
        {CHART_SYMBOLS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === symbol}
            onClick={() => setSymbol(s)}
            className={cx(
              'rounded-full border px-4 py-1.5 text-sm font-semibold transition',
              s === symbol ? 'border-gold-400 bg-gold-500 text-ink-950' : 'border-white/15 text-slate-200 hover:border-gold-400/60',
            )}
          >
            {PRICE_INSTRUMENTS[s].name}
          </button>
        ))}
      </div>
      <PriceHistoryChart key={symbol} symbol={symbol} className="mt-4" />
    </Section>
  );
}
