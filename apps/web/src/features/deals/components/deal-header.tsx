import { DEAL_TEXTS, type Deal } from '@ctp/domain';
import { Card } from '@/components/ui/card';
import { DetailField } from '@/components/ui/detail-field';
import { formatDateTime, formatMoney, formatQuantity } from '@/lib/format';
import { leadingOffer, partyName } from '../deal-format';
import { DealStatusBadge } from './deal-badges';

/** Whose deal this is: the commodity, the buyer and the seller by name and company, the desk, the status and the figures. */
export function DealHeader({ deal }: { deal: Deal }) {
  const offer = leadingOffer(deal);
  const you = (role: Deal['myRole']) => (deal.myRole === role ? ' (you)' : '');
  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-[11px] font-semibold tracking-[0.18em] text-gold-400 uppercase">Deal room</p>
          <h2 className="mt-1 text-xl font-semibold text-white">
            {deal.commodity.name} · {deal.buyOrder.orderNumber} / {deal.sellOrder.orderNumber}
          </h2>
        </div>
        <DealStatusBadge status={deal.status} />
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <DetailField label={`Buyer${you('buyer')}`}>{partyName(deal.buyer)}</DetailField>
        <DetailField label={`Seller${you('seller')}`}>{partyName(deal.seller)}</DetailField>
        <DetailField label={`Desk${you('desk')}`}>{DEAL_TEXTS.deskName}</DetailField>
        <DetailField label={deal.agreedOffer ? 'Agreed' : 'On the table'}>
          {offer ? (
            <span className="tabular-nums">
              {formatQuantity(offer.quantity, offer.unit)} × {formatMoney(offer.unitPrice, { currency: offer.currency })} ={' '}
              {formatMoney(offer.totalValue, { currency: offer.currency })}
            </span>
          ) : (
            'No offer on the table'
          )}
        </DetailField>
        <DetailField label="Opened">{formatDateTime(deal.createdAt)}</DetailField>
        {deal.agreedAt && <DetailField label="Agreed on">{formatDateTime(deal.agreedAt)}</DetailField>}
        {deal.closedAt && <DetailField label="Closed on">{formatDateTime(deal.closedAt)}</DetailField>}
      </dl>
    </Card>
  );
}
