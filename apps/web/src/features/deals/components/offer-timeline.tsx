import { PAYMENT_TERM_LABELS, type Deal, type DealOffer } from '@ctp/domain';
import { DetailField } from '@/components/ui/detail-field';
import { locationLabel, termLabel } from '@/features/orders';
import { formatDateTime, formatDay, formatMoney, formatQuantity } from '@/lib/format';
import { partyName, ROLE_LABELS } from '../deal-format';
import { OfferStatusBadge } from './deal-badges';

/** Who made an offer, as the caller reads it: 'the buyer, Amira Test, Gulf Bullion Buyers LLC (you)'. */
function makerOf(deal: Deal, offer: DealOffer): string {
  const party = offer.madeBy === 'buyer' ? partyName(deal.buyer) : offer.madeBy === 'seller' ? partyName(deal.seller) : null;
  const label = party ? `${ROLE_LABELS[offer.madeBy]}: ${party}` : ROLE_LABELS[offer.madeBy];
  return offer.madeBy === deal.myRole ? `${label} (you)` : label;
}

/** Every offer of the deal in the order made (the desk's first), with all its terms and what became of it. */
export function OfferTimeline({ deal }: { deal: Deal }) {
  const category = deal.commodity.category;
  return (
    <ol aria-label="Offers" className="space-y-4">
      {deal.offers.map((offer) => {
        const money = (value: number) => formatMoney(value, { currency: offer.currency });
        return (
          <li key={offer.id} aria-label={`Offer ${offer.number}`} className="rounded-xl border border-white/10 bg-ink-950/40 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="text-sm font-semibold text-white">Offer {offer.number}</p>
                <p className="text-xs text-slate-400">
                  {makerOf(deal, offer)} · {formatDateTime(offer.createdAt)}
                </p>
              </div>
              <OfferStatusBadge status={offer.status} />
            </div>
            <dl className="mt-3 grid gap-3 sm:grid-cols-3">
              <DetailField label="Unit price">
                {money(offer.unitPrice)} / {offer.unit}
              </DetailField>
              <DetailField label="Quantity">{formatQuantity(offer.quantity, offer.unit)}</DetailField>
              <DetailField label="Total">{money(offer.totalValue)}</DetailField>
              <DetailField label="Incoterm">{termLabel(category, offer.incoterm)}</DetailField>
              <DetailField label="Location">{locationLabel(offer.location)}</DetailField>
              <DetailField label="Delivery date">{formatDay(offer.deliveryDate)}</DetailField>
              <DetailField label="Payment terms">{PAYMENT_TERM_LABELS[offer.paymentTerms]}</DetailField>
              <DetailField label="Valid until">{formatDateTime(offer.validUntil)}</DetailField>
              {offer.specifications && <DetailField label="Specifications">{offer.specifications}</DetailField>}
            </dl>
            {offer.note && <p className="mt-3 text-sm whitespace-pre-line text-slate-300">“{offer.note}”</p>}
            {offer.madeBy === 'desk' && offer.status === 'open' && (offer.acceptedByBuyerAt || offer.acceptedBySellerAt) && (
              <p className="mt-3 text-xs text-slate-300">
                {offer.acceptedByBuyerAt ? `Accepted by the buyer on ${formatDateTime(offer.acceptedByBuyerAt)}` : 'Not yet accepted by the buyer'} ·{' '}
                {offer.acceptedBySellerAt ? `accepted by the seller on ${formatDateTime(offer.acceptedBySellerAt)}` : 'not yet accepted by the seller'}
              </p>
            )}
            {offer.rejectionReason && <p className="mt-3 text-sm text-red-300">Reason for rejection: {offer.rejectionReason}</p>}
          </li>
        );
      })}
    </ol>
  );
}
