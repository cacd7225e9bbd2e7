import { PRICE_SYMBOLS, type PriceSymbol } from '@ctp/domain/price-constants';
import { useState } from 'react';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { PriceHistoryChart } from '@/features/markets';
import { useTexts } from '@/lib/i18n/texts';
import { marketsTexts } from '@/features/markets';
import { marketIntelligenceTexts } from '../texts';

/** The shared history chart with a choice of instrument: every symbol of the table. */
export function PriceHistoryPanel() {
  const [symbol, setSymbol] = useState<PriceSymbol>('XAU');
  const { text } = useTexts(marketIntelligenceTexts);
  const { text: marketWords } = useTexts(marketsTexts);
  return (
    <div>
      <SegmentedControl
        label={text.instrument}
        variant="soft"
        className="mb-3 flex-wrap"
        options={PRICE_SYMBOLS.map((s) => ({ value: s, label: marketWords.instruments[s].name }))}
        value={symbol}
        onChange={setSymbol}
      />
      <PriceHistoryChart key={symbol} symbol={symbol} />
    </div>
  );
}
