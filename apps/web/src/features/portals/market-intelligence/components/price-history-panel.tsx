import { PRICE_INSTRUMENTS, PRICE_SYMBOLS, type PriceSymbol } from '@ctp/domain/price-constants';
import { useState } from 'react';
import { PriceHistoryChart } from '../../../../components/markets/price-history-chart';
import { cx } from '../../../../components/ui/cx';

/** The shared history chart with a choice of instrument: gold, Brent crude or the USD index. */
export function PriceHistoryPanel() {
  const [symbol, setSymbol] = useState<PriceSymbol>('XAU');
  return (
    <div>
      <div role="group" aria-label="Instrument" className="mb-3 inline-flex gap-1 rounded-lg border border-white/5 bg-ink-950/60 p-1">
        {PRICE_SYMBOLS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === symbol}
            onClick={() => setSymbol(s)}
            className={cx(
              'rounded-md px-3 py-1.5 text-xs font-semibold transition',
              s === symbol ? 'bg-gold-500/15 text-gold-200 ring-1 ring-gold-500/40' : 'text-slate-300 hover:bg-white/5 hover:text-white',
            )}
          >
            {PRICE_INSTRUMENTS[s].name}
          </button>
        ))}
      </div>
      <PriceHistoryChart key={symbol} symbol={symbol} />
    </div>
  );
}
