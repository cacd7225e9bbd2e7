import { PRICE_INSTRUMENTS, type PriceSymbol } from '@ctp/domain/price-constants';
import { useState } from 'react';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { GoldPriceCard, MarketDashboard, PriceHistoryChart } from '@/features/markets';
import { Section } from './layout';
import { SectionHeading } from './section-heading';

/** /gold (spec 2.7): the live gold price, refreshed every 30 seconds, beside its price history. */
export function GoldPriceSection() {
  return (
    <Section labelledBy="live-gold-price" tone="deep" live>
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
    <Section labelledBy="live-market-dashboard" tone="deep" live>
      <SectionHeading
        id="live-market-dashboard"
        eyebrow="Live dashboard"
        title="Live Market Dashboard"
        lead="The three markets that move our clients' books, refreshed every 30 seconds."
      />
      <MarketDashboard className="mt-10" />
      <SegmentedControl
        label="Chart instrument"
        variant="pill"
        className="mt-8"
        options={CHART_SYMBOLS.map((s) => ({ value: s, label: PRICE_INSTRUMENTS[s].name }))}
        value={symbol}
        onChange={setSymbol}
      />
      <PriceHistoryChart key={symbol} symbol={symbol} className="mt-4" />
    </Section>
  );
}
