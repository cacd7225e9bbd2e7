import type { TradeParty } from '@ctp/domain/orders';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DetailField } from '@/components/ui/detail-field';
import { formatAdminMoney, formatDate, formatPriceRange, formatQuantity } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { AdminTrade } from '../api/admin-trade-list';
import type { TradeReview } from '../api/review-trade';
import { adminTradesTexts } from '../texts';
import { sideLabel } from '../trade-format';
import { PriorityBadge, TradeStatusBadge } from './trade-badges';

/** The party who placed the order: a trader buys, a seller sells (a key of the texts' `card.owners`). */
export const ownerRole = (trade: Pick<AdminTrade, 'side'>) => (trade.side === 'sell' ? 'seller' : 'trader');

export const partyLine = (party: { name: string; company: string | null }) => (party.company ? `${party.name} · ${party.company}` : party.name);

/** The other side of a matched trade: the seller of a buy order, the buyer of a sell order; null until matched. */
export function counterpartyOf(trade: Pick<AdminTrade, 'seller' | 'buyer'>): { role: 'seller' | 'buyer'; party: TradeParty } | null {
  if (trade.seller) return { role: 'seller', party: trade.seller };
  if (trade.buyer) return { role: 'buyer', party: trade.buyer };
  return null;
}

interface TradeCardProps {
  trade: AdminTrade;
  onView: (trade: AdminTrade) => void;
  onReview: (trade: AdminTrade, decision: TradeReview) => void;
}

/** One trade of the admin list (spec 2.18): what, how much, at what price, who, and when. */
export function TradeCard({ trade, onView, onReview }: TradeCardProps) {
  const { text, t } = useTexts(adminTradesTexts);
  const labels = text.card;
  const titleId = `trade-${trade.id}-title`;
  const counterparty = counterpartyOf(trade);
  return (
    <li aria-labelledby={titleId} className="rounded-xl border border-white/10 bg-ink-900/40 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-mono text-sm font-semibold text-white">
              {trade.orderNumber}
            </h3>
            <TradeStatusBadge status={trade.status} />
            <PriorityBadge priority={trade.priority} />
          </div>
          <p className="mt-1 text-sm text-slate-300">
            {trade.commodity.name}
            {trade.commodityDetails ? ` — ${trade.commodityDetails}` : ''}
          </p>
        </div>
        <div className="text-end">
          <p className="text-xs text-slate-500">{labels.totalValue}</p>
          <p className="text-lg font-semibold text-gold-300 tabular-nums">{formatAdminMoney(trade.totalValue)}</p>
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-4">
        <DetailField label={labels.type}>{sideLabel(trade.side, text.sides)}</DetailField>
        <DetailField label={labels.quantity}>{formatQuantity(trade.quantity, trade.unit)}</DetailField>
        <DetailField label={labels.location}>{trade.location}</DetailField>
        <DetailField label={labels.priceRange}>{formatPriceRange(trade.priceRange, trade.unit)}</DetailField>
        <DetailField label={labels.owners[ownerRole(trade)]}>{partyLine(trade.owner)}</DetailField>
        {counterparty && <DetailField label={labels.matchedWith}>{partyLine(counterparty.party)}</DetailField>}
        <DetailField label={labels.terms}>{trade.terms.join(text.separator)}</DetailField>
        <DetailField label={labels.created}>{formatDate(trade.createdAt)}</DetailField>
        <DetailField label={labels.updated}>{formatDate(trade.updatedAt)}</DetailField>
      </dl>

      {trade.notes && (
        <p className="mt-3 rounded-lg border border-white/5 bg-white/5 px-3 py-2 text-sm text-slate-300">
          <span className="text-slate-500">{labels.notes}</span>
          {trade.notes}
        </p>
      )}

      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => onView(trade)} aria-label={t('card.viewDetailsOf', { number: trade.orderNumber })}>
          <Eye aria-hidden="true" className="size-4" />
          {labels.viewDetails}
        </Button>
        {trade.status === 'pending' && (
          <>
            <Button variant="secondary" onClick={() => onReview(trade, 'reject')} aria-label={t('card.rejectOf', { number: trade.orderNumber })}>
              {labels.reject}
            </Button>
            <Button onClick={() => onReview(trade, 'approve')} aria-label={t('card.approveOf', { number: trade.orderNumber })}>
              {labels.approve}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
