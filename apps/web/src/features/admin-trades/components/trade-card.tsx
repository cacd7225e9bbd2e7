import type { TradeParty } from '@ctp/domain/orders';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DetailField } from '@/components/ui/detail-field';
import { formatAdminMoney, formatDate, formatPriceRange, formatQuantity } from '@/lib/format';
import type { AdminTrade } from '../api/admin-trade-list';
import type { TradeReview } from '../api/review-trade';
import { sideLabel } from '../trade-format';
import { PriorityBadge, TradeStatusBadge } from './trade-badges';

/** The party who placed the order: a trader buys, a seller sells. */
export const ownerRole = (trade: Pick<AdminTrade, 'side'>) => (trade.side === 'sell' ? 'Seller' : 'Trader');

export const partyLine = (party: { name: string; company: string | null }) => (party.company ? `${party.name} · ${party.company}` : party.name);

/** The other side of a matched trade: the seller of a buy order, the buyer of a sell order; null until matched. */
export function counterpartyOf(trade: Pick<AdminTrade, 'seller' | 'buyer'>): { role: 'Seller' | 'Buyer'; party: TradeParty } | null {
  if (trade.seller) return { role: 'Seller', party: trade.seller };
  if (trade.buyer) return { role: 'Buyer', party: trade.buyer };
  return null;
}

interface TradeCardProps {
  trade: AdminTrade;
  onView: (trade: AdminTrade) => void;
  onReview: (trade: AdminTrade, decision: TradeReview) => void;
}

/** One trade of the admin list (spec 2.18): what, how much, at what price, who, and when. */
export function TradeCard({ trade, onView, onReview }: TradeCardProps) {
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
          <p className="text-xs text-slate-500">Total value</p>
          <p className="text-lg font-semibold text-gold-300 tabular-nums">{formatAdminMoney(trade.totalValue)}</p>
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-4">
        <DetailField label="Type">{sideLabel(trade.side)}</DetailField>
        <DetailField label="Quantity">{formatQuantity(trade.quantity, trade.unit)}</DetailField>
        <DetailField label="Location">{trade.location}</DetailField>
        <DetailField label="Price range">{formatPriceRange(trade.priceRange, trade.unit)}</DetailField>
        <DetailField label={ownerRole(trade)}>{partyLine(trade.owner)}</DetailField>
        {counterparty && <DetailField label="Matched with">{partyLine(counterparty.party)}</DetailField>}
        <DetailField label="Terms">{trade.terms.join(', ')}</DetailField>
        <DetailField label="Created">{formatDate(trade.createdAt)}</DetailField>
        <DetailField label="Updated">{formatDate(trade.updatedAt)}</DetailField>
      </dl>

      {trade.notes && (
        <p className="mt-3 rounded-lg border border-white/5 bg-white/5 px-3 py-2 text-sm text-slate-300">
          <span className="text-slate-500">Notes: </span>
          {trade.notes}
        </p>
      )}

      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => onView(trade)} aria-label={`View details of ${trade.orderNumber}`}>
          <Eye aria-hidden="true" className="size-4" />
          View Details
        </Button>
        {trade.status === 'pending' && (
          <>
            <Button variant="secondary" onClick={() => onReview(trade, 'reject')} aria-label={`Reject ${trade.orderNumber}`}>
              Reject
            </Button>
            <Button onClick={() => onReview(trade, 'approve')} aria-label={`Approve ${trade.orderNumber}`}>
              Approve
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
