import { PRICE_INSTRUMENTS, type PriceSymbol } from '@ctp/domain/price-constants';
import { useState } from 'react';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { GoldPriceCard, MarketDashboard, PriceHistoryChart } from '@/features/markets';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { Section } from './layout';
import { SectionHeading } from './section-heading';
import { partsTexts } from './texts';

/** /gold (spec 2.7): the live gold price, refreshed every 30 seconds, beside its price history. */
export function GoldPriceSection() {
  const { text } = useTexts(partsTexts);
  return (
    <Section labelledBy="live-gold-price" tone="deep" live>
      <SectionHeading
        id="live-gold-price"
        eyebrow={text.goldPrice.eyebrow}
        title={text.goldPrice.title}
        lead={text.goldPrice.lead}
      />
      <div className="mt-10 grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <GoldPriceCard title={text.goldPrice.card} />
        <PriceHistoryChart symbol="XAU" />
      </div>
    </Section>
  );
}

const CHART_SYMBOLS: PriceSymbol[] = ['XAU', 'BRENT', 'DXY'];

/** /insights (spec 2.9): gold, crude oil and the USD index, refreshed every 30 seconds, with a history chart. */
export function MarketDashboardSection() {
  const [symbol, setSymbol] = useState<PriceSymbol>('XAU');
  const { text } = useTexts(partsTexts);
  const translate = useTranslateText();
  return (
    <Section labelledBy="live-market-dashboard" tone="deep" live>
      <SectionHeading
        id="live-market-dashboard"
        eyebrow={text.dashboard.eyebrow}
        title={text.dashboard.title}
        lead={text.dashboard.lead}
      />
      <MarketDashboard className="mt-10" />
      <SegmentedControl
        label={text.dashboard.instrument}
        variant="pill"
        className="mt-8"
        options={CHART_SYMBOLS.map((s) => ({ value: s, label: translate(PRICE_INSTRUMENTS[s].name) }))}
        value={symbol}
        onChange={setSymbol}
      />
      <PriceHistoryChart key={symbol} symbol={symbol} className="mt-4" />
    </Section>
  );
}
