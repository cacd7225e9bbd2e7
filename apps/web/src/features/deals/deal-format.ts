import { DEAL_STATUS_LABELS, DEAL_TEXTS, type DealOffer, type DealParty, type DealRole, type DealStatus, type OfferStatus } from '@ctp/domain';
import type { Tone } from '@/components/ui/status-badge';

/** Negotiating is neutral, agreed and waiting on signatures yellow, live blue, done green, called off red, lapsed orange. */
export const DEAL_STATUS_TONES: Record<DealStatus, Tone> = {
  negotiating: 'gray',
  agreed: 'yellow',
  contract_pending_signature: 'yellow',
  active: 'blue',
  executed: 'green',
  cancelled: 'red',
  expired: 'orange',
};

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  open: 'Open',
  accepted: 'Accepted',
  rejected: 'Rejected',
  superseded: 'Superseded',
  expired: 'Expired',
  closed: 'Closed',
};

export const OFFER_STATUS_TONES: Record<OfferStatus, Tone> = {
  open: 'blue',
  accepted: 'green',
  rejected: 'red',
  superseded: 'gray',
  expired: 'orange',
  closed: 'gray',
};

export const dealStatusLabel = (status: DealStatus) => DEAL_STATUS_LABELS[status];

export const ROLE_LABELS: Record<DealRole, string> = { buyer: 'Buyer', seller: 'Seller', desk: DEAL_TEXTS.deskName };

/** 'Karim Test, Andes Refining SA', or the name alone when no company is on record. */
export const partyName = (party: DealParty) => (party.company ? `${party.name}, ${party.company}` : party.name);

/** Who the caller deals with: the other side for a party, both sides for the desk. */
export function counterpartyOf(deal: { myRole: DealRole; buyer: DealParty; seller: DealParty }): string {
  if (deal.myRole === 'buyer') return partyName(deal.seller);
  if (deal.myRole === 'seller') return partyName(deal.buyer);
  return `${partyName(deal.buyer)} and ${partyName(deal.seller)}`;
}

/** The offer a deal's figures come from: the agreed one once there is one, else the one on the table. */
export const leadingOffer = (deal: { agreedOffer: DealOffer | null; currentOffer: DealOffer | null }) => deal.agreedOffer ?? deal.currentOffer;
