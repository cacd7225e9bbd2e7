import type { Deal } from '@ctp/domain';
import { useTexts } from '@/lib/i18n/texts';
import { dealTexts } from '../texts';
import { Card } from '@/components/ui/card';
import { DetailField } from '@/components/ui/detail-field';
import { formatDateTime, formatMoney, formatQuantity } from '@/lib/format';
import { leadingOffer, partyName, useRoleLabels } from '../deal-format';
import { DealStatusBadge } from './deal-badges';

/** Whose deal this is: the commodity, the buyer and the seller by name and company, the desk, the status and the figures. */
export function DealHeader({ deal }: { deal: Deal }) {
  const offer = leadingOffer(deal);
  const { text, t } = useTexts(dealTexts);
  const roles = useRoleLabels();
  const you = (role: Deal['myRole'], label: string) => (deal.myRole === role ? t('parties.you', { role: label }) : label);
  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-[11px] font-semibold tracking-[0.18em] text-gold-400 uppercase">{text.room.eyebrow}</p>
          <h2 className="mt-1 text-xl font-semibold text-white">
            {deal.commodity.name} · {deal.buyOrder.orderNumber} / {deal.sellOrder.orderNumber}
          </h2>
        </div>
        <DealStatusBadge status={deal.status} />
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <DetailField label={you('buyer', text.parties.buyer)}>{partyName(deal.buyer)}</DetailField>
        <DetailField label={you('seller', text.parties.seller)}>{partyName(deal.seller)}</DetailField>
        <DetailField label={you('desk', text.parties.desk)}>{roles.desk}</DetailField>
        <DetailField label={deal.agreedOffer ? text.room.agreed : text.room.onTable}>
          {offer ? (
            <span className="tabular-nums">
              {formatQuantity(offer.quantity, offer.unit)} × {formatMoney(offer.unitPrice, { currency: offer.currency })} ={' '}
              {formatMoney(offer.totalValue, { currency: offer.currency })}
            </span>
          ) : (
            text.list.noOffer
          )}
        </DetailField>
        <DetailField label={text.room.opened}>{formatDateTime(deal.createdAt)}</DetailField>
        {deal.agreedAt && <DetailField label={text.room.agreedOn}>{formatDateTime(deal.agreedAt)}</DetailField>}
        {deal.closedAt && <DetailField label={text.room.closedOn}>{formatDateTime(deal.closedAt)}</DetailField>}
      </dl>
    </Card>
  );
}
