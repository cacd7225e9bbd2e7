import { DEAL_LIMITS, type Deal, type DealOffer } from '@ctp/domain';
import { useState, type FormEvent } from 'react';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { formatMoney, formatQuantity } from '@/lib/format';
import { useAcceptOffer } from '../api/accept-offer';
import { useRejectOffer } from '../api/reject-offer';
import { DEAL_UI_TEXTS } from '../texts';

interface DecisionProps {
  deal: Deal;
  /** The offer decided on; the dialog is closed while null. */
  offer: DealOffer | null;
  onClose: () => void;
  onDone: () => void;
}

const termsOf = (offer: DealOffer) =>
  `${formatQuantity(offer.quantity, offer.unit)} at ${formatMoney(offer.unitPrice, { currency: offer.currency })} per ${offer.unit}, ${formatMoney(offer.totalValue, { currency: offer.currency })} in all`;

/** Accepting asks once more: the deal is agreed on these terms and the contract drawn up from them. */
export function AcceptOfferDialog({ deal, offer, onClose, onDone }: DecisionProps) {
  const accept = useAcceptOffer();
  const desks = offer?.madeBy === 'desk';
  return (
    <Dialog
      open={offer !== null}
      onOpenChange={(next) => !next && onClose()}
      locked={accept.isPending}
      title={offer ? `Accept offer ${offer.number}?` : 'Accept offer'}
      description={
        offer &&
        (desks
          ? `${termsOf(offer)}. The desk's offer agrees the deal once both parties have accepted it; the contract is then drawn up from these terms.`
          : `${termsOf(offer)}. This agrees the deal: the contract is drawn up from these terms.`)
      }
    >
      {offer && (
        <div className="space-y-4">
          <DialogActions
            error={accept.error}
            errorText={DEAL_UI_TEXTS.acceptFailed}
            label="Accept Offer"
            busyLabel="Accepting..."
            busy={accept.isPending}
            onCancel={onClose}
            onConfirm={() => accept.mutate({ dealId: deal.id, offerId: offer.id }, { onSuccess: onDone })}
          />
        </div>
      )}
    </Dialog>
  );
}

/** Rejecting, with an optional reason the other party reads; the deal stays open for a new offer. */
export function RejectOfferDialog({ deal, offer, onClose, onDone }: DecisionProps) {
  const reject = useRejectOffer();
  return (
    <Dialog
      open={offer !== null}
      onOpenChange={(next) => !next && onClose()}
      locked={reject.isPending}
      title={offer ? `Reject offer ${offer.number}?` : 'Reject offer'}
      description={offer ? `${termsOf(offer)}. The deal stays open: either party can then make a new offer.` : undefined}
    >
      {offer && <RejectForm deal={deal} offer={offer} reject={reject} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function RejectForm({ deal, offer, reject, onClose, onDone }: { deal: Deal; offer: DealOffer; reject: ReturnType<typeof useRejectOffer>; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reject.mutate({ dealId: deal.id, offerId: offer.id, reason: reason.trim() || null }, { onSuccess: onDone });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextArea
        label={
          <>
            Reason <span className="font-normal text-slate-400">(optional)</span>
          </>
        }
        hint="The other party reads it."
        rows={3}
        inputClassName=""
        maxLength={DEAL_LIMITS.rejectionReason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <DialogActions error={reject.error} errorText={DEAL_UI_TEXTS.rejectFailed} label="Reject Offer" busyLabel="Rejecting..." busy={reject.isPending} onCancel={onClose} variant="danger" />
    </form>
  );
}
