import { DEAL_TEXTS, type ActivityType, type DealRole } from '@ctp/domain';
import type { ActivityInput } from '../activity';
import type { StoredOffer } from './repository';

/** What an entry says about the deal: its parties, and the commodity traded with its unit. */
export interface DealContext {
  id: string;
  buyerId: string;
  sellerId: string;
  commodityName: string;
  unit: string;
  /** How each side is named to the other: "Name (Company)". */
  buyerName: string;
  sellerName: string;
}

const quantityText = (quantityE3: number) => (quantityE3 / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 });
const moneyText = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHO: Record<DealRole, string> = { buyer: 'The buyer', seller: 'The seller', desk: DEAL_TEXTS.deskName };

/** The same entry for both parties of the deal. */
function forParties(deal: DealContext, type: ActivityType, title: string, description: string, at: string): ActivityInput[] {
  return [deal.buyerId, deal.sellerId].map((userId) => ({ userId, type, title, description, entityType: 'deal', entityId: deal.id, at }));
}

/** An offer's terms in one line. */
export function termsText(deal: DealContext, o: Pick<StoredOffer, 'quantityE3' | 'unitPriceCents' | 'currency' | 'incoterm' | 'location' | 'deliveryDate' | 'paymentTerms'>): string {
  return (
    `${quantityText(o.quantityE3)} ${deal.unit} of ${deal.commodityName} at ${o.currency} ${moneyText(o.unitPriceCents)} per ${deal.unit}, ` +
    `${o.incoterm} ${o.location}, delivery by ${o.deliveryDate}, payment ${o.paymentTerms}`
  );
}

/** Activity entries for each step of a deal, one per party. */
export const dealActivity = {
  /** Each party is told who the other side is. */
  opened(deal: DealContext, offer: StoredOffer, at: string): ActivityInput[] {
    const title = `Deal opened for ${deal.commodityName}`;
    const offerText = `The desk's first offer: ${termsText(deal, offer)}`;
    return [
      { userId: deal.buyerId, type: 'deal_opened', title, description: `Matched with ${deal.sellerName}. ${offerText}`, entityType: 'deal', entityId: deal.id, at },
      { userId: deal.sellerId, type: 'deal_opened', title, description: `Matched with ${deal.buyerName}. ${offerText}`, entityType: 'deal', entityId: deal.id, at },
    ];
  },

  offerMade(deal: DealContext, offer: StoredOffer, at: string) {
    return forParties(deal, 'deal_offer_made', `New offer in the ${deal.commodityName} deal`, `${WHO[offer.madeByRole]} offered ${termsText(deal, offer)}; valid until ${offer.validUntil}`, at);
  },

  /** One side accepted the desk's offer, which waits for the other side. */
  offerAccepted(deal: DealContext, offer: StoredOffer, by: DealRole, at: string) {
    return forParties(deal, 'deal_offer_accepted', `Offer accepted by the ${by}`, `${WHO[by]} accepted the desk's offer, which now waits for the other side: ${termsText(deal, offer)}`, at);
  },

  offerRejected(deal: DealContext, offer: StoredOffer, by: DealRole, reason: string | null, at: string) {
    return forParties(deal, 'deal_offer_rejected', `Offer rejected by the ${by}`, `${WHO[by]} rejected the offer${reason ? `: ${reason}` : ''}. Either side may make a new offer`, at);
  },

  /** The acceptance that made the deal (the desk's offer: the second side's). */
  agreed(deal: DealContext, offer: StoredOffer, by: DealRole, at: string) {
    return forParties(
      deal,
      'deal_agreed',
      `Deal agreed for ${deal.commodityName}`,
      `${WHO[by]} accepted; agreed: ${termsText(deal, offer)}. The contract draft now carries these terms and goes out for signature`,
      at,
    );
  },
};
