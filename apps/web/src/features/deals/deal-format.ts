import { DEAL_TEXTS, type DealOffer, type DealParty, type DealRole, type DealStatus, type OfferStatus } from '@ctp/domain';
import type { Tone } from '@/components/ui/status-badge';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { dealTexts } from './texts';

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

export const OFFER_STATUS_TONES: Record<OfferStatus, Tone> = {
  open: 'blue',
  accepted: 'green',
  rejected: 'red',
  superseded: 'gray',
  expired: 'orange',
  closed: 'gray',
};

/** The parties' roles in the reader's language: buyer, seller and the desk (the domain's name for it). */
export function useRoleLabels(): Record<DealRole, string> {
  const { text } = useTexts(dealTexts);
  // DEAL_TEXTS holds messages with values too, so its desk name is translated by its words.
  const translate = useTranslateText();
  return { buyer: text.parties.buyer, seller: text.parties.seller, desk: translate(DEAL_TEXTS.deskName) };
}

/** 'Karim Test, Andes Refining SA', or the name alone when no company is on record. */
export const partyName = (party: DealParty) => (party.company ? `${party.name}, ${party.company}` : party.name);

/** Who the caller deals with: the other side for a party, both sides for the desk ('A and B', in the reader's words). */
export function counterpartyOf(deal: { myRole: DealRole; buyer: DealParty; seller: DealParty }, both: (buyer: string, seller: string) => string): string {
  if (deal.myRole === 'buyer') return partyName(deal.seller);
  if (deal.myRole === 'seller') return partyName(deal.buyer);
  return both(partyName(deal.buyer), partyName(deal.seller));
}

/** The offer a deal's figures come from: the agreed one once there is one, else the one on the table. */
export const leadingOffer = (deal: { agreedOffer: DealOffer | null; currentOffer: DealOffer | null }) => deal.agreedOffer ?? deal.currentOffer;
