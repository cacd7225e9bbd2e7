import { AlertTriangle, Check, GitMerge, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { formatAdminMoney, formatNumber } from '@/lib/format';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import type { MatchSuggestion } from '../api/match-suggestion';
import { BAND_CLASSES, scoreBand } from '../match-format';
import { adminMatchingTexts } from '../texts';
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
  const { text, t } = useTexts(adminMatchingTexts);
  const labels = text.suggestion;
  const translate = useTranslateText();
  const { buyTrade, sellTrade, compatibility, risks } = suggestion;
  const band = scoreBand(suggestion.matchScore);
  const title = `${buyTrade.orderNumber} ↔ ${sellTrade.orderNumber}`;
  return (
    <li aria-label={title} className="rounded-xl border border-white/10 bg-ink-900/40 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span data-band={band} className={cx('rounded-full border px-3 py-1 text-sm font-semibold tabular-nums', BAND_CLASSES[band])}>
            {t('suggestion.score', { score: formatNumber(suggestion.matchScore, { maxDecimals: 1 }) })}
          </span>
          <h3 className="font-mono text-sm text-slate-300">{title}</h3>
        </div>
        <p className="text-sm text-slate-400">
          {labels.potentialProfit}{' '}
          <span className={cx('font-semibold tabular-nums', suggestion.potentialProfit >= 0 ? 'text-emerald-300' : 'text-red-300')}>
            {formatAdminMoney(suggestion.potentialProfit)}
          </span>
        </p>
      </div>

      <div className="mt-4 grid gap-3 md:grid-cols-2">
        <OrderSide order={buyTrade} title={labels.buyRequest} />
        <OrderSide order={sellTrade} title={labels.sellOffer} />
      </div>

      <section aria-label={labels.compatibility} className="mt-4 rounded-lg border border-white/5 bg-white/5 p-4">
        <h4 className="text-xs font-semibold tracking-wide text-gold-300 uppercase">{labels.compatibility}</h4>
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <Check2 ok={compatibility.commodity} label={compatibility.commodity ? labels.sameCommodity : labels.differentCommodity} />
          <Check2 ok={compatibility.location} label={compatibility.location ? labels.sameLocation : labels.differentLocations} />
        </div>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <Percent label={labels.quantity} value={compatibility.quantity} />
          <Percent label={labels.price} value={compatibility.price} />
          <Percent label={labels.terms} value={compatibility.terms} />
        </div>
      </section>

      {risks.length > 0 && (
        <section aria-label={labels.risks} className="mt-3">
          <h4 className="sr-only">{labels.risks}</h4>
          <ul className="space-y-1">
            {risks.map((risk) => (
              <li key={risk} className="flex items-start gap-2 text-sm text-amber-200">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-400" />
                {translate(risk)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-4 flex justify-end">
        <Button onClick={() => onCreate(suggestion)} aria-label={t('suggestion.createOf', { pair: title })}>
          <GitMerge aria-hidden="true" className="size-4" />
          {labels.create}
        </Button>
      </div>
    </li>
  );
}
