import { PAYMENT_TERM_LABELS, type Deal, type DealOffer } from '@ctp/domain';
import { DetailField } from '@/components/ui/detail-field';
import { locationLabel, termLabel } from '@/features/orders';
import { formatDateTime, formatDay, formatMoney, formatQuantity } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts, type TextFunction } from '@/lib/i18n/texts';
import { dealTexts } from '../texts';
import { partyName, useRoleLabels } from '../deal-format';
import { OfferStatusBadge } from './deal-badges';

/** Who made an offer, as the caller reads it: 'the buyer, Amira Test, Gulf Bullion Buyers LLC (you)'. */
function makerOf(deal: Deal, offer: DealOffer, roles: Record<Deal['myRole'], string>, t: TextFunction<typeof dealTexts.en>): string {
  const party = offer.madeBy === 'buyer' ? partyName(deal.buyer) : offer.madeBy === 'seller' ? partyName(deal.seller) : null;
  const label = party ? `${roles[offer.madeBy]}: ${party}` : roles[offer.madeBy];
  return offer.madeBy === deal.myRole ? t('parties.you', { role: label }) : label;
}

/** Every offer of the deal in the order made (the desk's first), with all its terms and what became of it. */
export function OfferTimeline({ deal }: { deal: Deal }) {
  const category = deal.commodity.category;
  const { text, t } = useTexts(dealTexts);
  const roles = useRoleLabels();
  const paymentTermLabels = useDomainTable(PAYMENT_TERM_LABELS);
  return (
    <ol aria-label={text.offer.offers} className="space-y-4">
      {deal.offers.map((offer) => {
        const money = (value: number) => formatMoney(value, { currency: offer.currency });
        return (
          <li key={offer.id} aria-label={t('offer.offer', { number: offer.number })} className="rounded-xl border border-white/10 bg-ink-950/40 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="text-sm font-semibold text-white">{t('offer.offer', { number: offer.number })}</p>
                <p className="text-xs text-slate-400">
                  {makerOf(deal, offer, roles, t)} · {formatDateTime(offer.createdAt)}
                </p>
              </div>
              <OfferStatusBadge status={offer.status} />
            </div>
            <dl className="mt-3 grid gap-3 sm:grid-cols-3">
              <DetailField label={text.offer.unitPrice}>
                {money(offer.unitPrice)} / {offer.unit}
              </DetailField>
              <DetailField label={text.offer.quantity}>{formatQuantity(offer.quantity, offer.unit)}</DetailField>
              <DetailField label={text.offer.total}>{money(offer.totalValue)}</DetailField>
              <DetailField label={text.offer.incoterm}>{termLabel(category, offer.incoterm)}</DetailField>
              <DetailField label={text.offer.location}>{locationLabel(offer.location)}</DetailField>
              <DetailField label={text.offer.deliveryDate}>{formatDay(offer.deliveryDate)}</DetailField>
              <DetailField label={text.offer.paymentTerms}>{paymentTermLabels[offer.paymentTerms]}</DetailField>
              <DetailField label={text.offer.validUntil}>{formatDateTime(offer.validUntil)}</DetailField>
              {offer.specifications && <DetailField label={text.offer.specifications}>{offer.specifications}</DetailField>}
            </dl>
            {offer.note && <p className="mt-3 text-sm whitespace-pre-line text-slate-300">“{offer.note}”</p>}
            {offer.madeBy === 'desk' && offer.status === 'open' && (offer.acceptedByBuyerAt || offer.acceptedBySellerAt) && (
              <p className="mt-3 text-xs text-slate-300">
                {offer.acceptedByBuyerAt ? t('offer.acceptedByBuyer', { date: formatDateTime(offer.acceptedByBuyerAt) }) : text.offer.notAcceptedByBuyer} ·{' '}
                {offer.acceptedBySellerAt ? t('offer.acceptedBySeller', { date: formatDateTime(offer.acceptedBySellerAt) }) : text.offer.notAcceptedBySeller}
              </p>
            )}
            {offer.rejectionReason && <p className="mt-3 text-sm text-red-300">{t('offer.rejectionReason', { reason: offer.rejectionReason })}</p>}
          </li>
        );
      })}
    </ol>
  );
}
