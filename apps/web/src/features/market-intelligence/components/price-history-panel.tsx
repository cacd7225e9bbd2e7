import { PRICE_INSTRUMENTS, PRICE_SYMBOLS, type PriceSymbol } from '@ctp/domain/price-constants';
import { useState } from 'react';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { PriceHistoryChart } from '@/features/markets';

/** The shared history chart with a choice of instrument: gold, Brent crude or the USD index. */
export function PriceHistoryPanel() {
  const [symbol, setSymbol] = useState<PriceSymbol>('XAU');
  return (
    <div>
      <SegmentedControl
        label="Instrument"
        variant="soft"
        className="mb-3"
        options={PRICE_SYMBOLS.map((s) => ({ value: s, label: PRICE_INSTRUMENTS[s].name }))}
        value={symbol}
        onChange={setSymbol}
      />
      <PriceHistoryChart key={symbol} symbol={symbol} />
    </div>
  );
}
