import { ACTIVITY_TEXTS as T, type ActivityType, type DealRole } from '@ctp/domain';
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

/** The same entry for both parties of the deal. */
function forParties(deal: DealContext, type: ActivityType, title: string, description: string, at: string): ActivityInput[] {
  return [deal.buyerId, deal.sellerId].map((userId) => ({ userId, type, title, description, entityType: 'deal', entityId: deal.id, at }));
}

/** An offer's terms in one line. */
export function termsText(deal: DealContext, o: Pick<StoredOffer, 'quantityE3' | 'unitPriceCents' | 'currency' | 'incoterm' | 'location' | 'deliveryDate' | 'paymentTerms'>): string {
  return T.dealTerms(quantityText(o.quantityE3), deal.unit, deal.commodityName, o.currency, moneyText(o.unitPriceCents), o.incoterm, o.location, o.deliveryDate, o.paymentTerms);
}

/**
 * Activity entries for each step of a deal, one per party. The sentences are the domain's (ACTIVITY_TEXTS), so the
 * portals read them in the reader's language.
 */
export const dealActivity = {
  /** Each party is told who the other side is. */
  opened(deal: DealContext, offer: StoredOffer, at: string): ActivityInput[] {
    const title = T.dealOpened(deal.commodityName);
    const terms = termsText(deal, offer);
    return [
      { userId: deal.buyerId, type: 'deal_opened', title, description: T.dealMatchedWith(deal.sellerName, terms), entityType: 'deal', entityId: deal.id, at },
      { userId: deal.sellerId, type: 'deal_opened', title, description: T.dealMatchedWith(deal.buyerName, terms), entityType: 'deal', entityId: deal.id, at },
    ];
  },

  offerMade(deal: DealContext, offer: StoredOffer, at: string) {
    return forParties(deal, 'deal_offer_made', T.dealOfferMadeTitle(deal.commodityName), T.dealOfferMade(offer.madeByRole, termsText(deal, offer), offer.validUntil), at);
  },

  /** One side accepted the desk's offer, which waits for the other side. */
  offerAccepted(deal: DealContext, offer: StoredOffer, by: DealRole, at: string) {
    return forParties(deal, 'deal_offer_accepted', T.dealOfferAcceptedTitle(by), T.dealOfferAccepted(by, termsText(deal, offer)), at);
  },

  offerRejected(deal: DealContext, offer: StoredOffer, by: DealRole, reason: string | null, at: string) {
    return forParties(deal, 'deal_offer_rejected', T.dealOfferRejectedTitle(by), T.dealOfferRejected(by, reason), at);
  },

  /** The acceptance that made the deal (the desk's offer: the second side's). */
  agreed(deal: DealContext, offer: StoredOffer, by: DealRole, at: string) {
    return forParties(deal, 'deal_agreed', T.dealAgreedTitle(deal.commodityName), T.dealAgreed(by, termsText(deal, offer)), at);
  },
};
