import { AlertTriangle, Check, GitMerge, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { formatAdminMoney, formatNumber } from '@/lib/format';
import type { MatchSuggestion } from '../api/match-suggestion';
import { BAND_CLASSES, scoreBand } from '../match-format';
import { OrderSide } from './order-side';

function Check2({ ok, label }: { ok: boolean; label: string }) {
  return (
    <span className={cx('inline-flex items-center gap-1', ok ? 'text-emerald-300' : 'text-red-300')}>
      {ok ? <Check aria-hidden="true" className="size-4" /> : <X aria-hidden="true" className="size-4" />}
      {label}
    </span>
  );
}

function Percent({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <div className="flex justify-between text-xs text-slate-400">
        <span>{label}</span>
        <span className="text-slate-200 tabular-nums">{Math.round(value)}%</span>
      </div>
      <div className="mt-1 h-1.5 rounded-full bg-white/5">
        <div className="h-1.5 rounded-full bg-gold-400" style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
      </div>
    </div>
  );
}

/** A suggested pair (spec 2.18): score in its band colour, potential profit, both sides, compatibility and risks. */
export function SuggestionCard({ suggestion, onCreate }: { suggestion: MatchSuggestion; onCreate: (suggestion: MatchSuggestion) => void }) {
  const { buyTrade, sellTrade, compatibility, risks } = suggestion;
  const band = scoreBand(suggestion.matchScore);
  const title = `${buyTrade.orderNumber} ↔ ${sellTrade.orderNumber}`;
  return (
    <li aria-label={title} className="rounded-xl border border-white/10 bg-ink-900/40 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span data-band={band} className={cx('rounded-full border px-3 py-1 text-sm font-semibold tabular-nums', BAND_CLASSES[band])}>
            {formatNumber(suggestion.matchScore, { maxDecimals: 1 })}% match
          </span>
          <h3 className="font-mono text-sm text-slate-300">{title}</h3>
        </div>
        <p className="text-sm text-slate-400">
          Potential profit{' '}
          <span className={cx('font-semibold tabular-nums', suggestion.potentialProfit >= 0 ? 'text-emerald-300' : 'text-red-300')}>
            {formatAdminMoney(suggestion.potentialProfit)}
          </span>
        </p>
      </div>

      <div className="mt-4 grid gap-3 md:grid-cols-2">
        <OrderSide order={buyTrade} title="Buy request" />
        <OrderSide order={sellTrade} title="Sell offer" />
      </div>

      <section aria-label="Compatibility analysis" className="mt-4 rounded-lg border border-white/5 bg-white/5 p-4">
        <h4 className="text-xs font-semibold tracking-wide text-gold-300 uppercase">Compatibility analysis</h4>
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <Check2 ok={compatibility.commodity} label={compatibility.commodity ? 'Same commodity' : 'Different commodity'} />
          <Check2 ok={compatibility.location} label={compatibility.location ? 'Same location' : 'Different locations'} />
        </div>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <Percent label="Quantity" value={compatibility.quantity} />
          <Percent label="Price" value={compatibility.price} />
          <Percent label="Terms" value={compatibility.terms} />
        </div>
      </section>

      {risks.length > 0 && (
        <section aria-label="Risks" className="mt-3">
          <h4 className="sr-only">Risks</h4>
          <ul className="space-y-1">
            {risks.map((risk) => (
              <li key={risk} className="flex items-start gap-2 text-sm text-amber-200">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-400" />
                {risk}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-4 flex justify-end">
        <Button onClick={() => onCreate(suggestion)} aria-label={`Create match ${title}`}>
          <GitMerge aria-hidden="true" className="size-4" />
          Create Match
        </Button>
      </div>
    </li>
  );
}
