import { DEAL_LIMITS, type Deal, type DealOffer } from '@ctp/domain';
import { useState, type FormEvent } from 'react';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { formatMoney, formatQuantity } from '@/lib/format';
import { useTexts, type TextFunction } from '@/lib/i18n/texts';
import { useAcceptOffer } from '../api/accept-offer';
import { useRejectOffer } from '../api/reject-offer';
import { dealTexts } from '../texts';

interface DecisionProps {
  deal: Deal;
  /** The offer decided on; the dialog is closed while null. */
  offer: DealOffer | null;
  onClose: () => void;
  onDone: () => void;
}

const termsOf = (offer: DealOffer, t: TextFunction<typeof dealTexts.en>) =>
  t('decision.terms', {
    quantity: formatQuantity(offer.quantity, offer.unit),
    price: formatMoney(offer.unitPrice, { currency: offer.currency }),
    unit: offer.unit,
    total: formatMoney(offer.totalValue, { currency: offer.currency }),
  });

/** Accepting asks once more: the deal is agreed on these terms and the contract drawn up from them. */
export function AcceptOfferDialog({ deal, offer, onClose, onDone }: DecisionProps) {
  const accept = useAcceptOffer();
  const { text, t } = useTexts(dealTexts);
  const desks = offer?.madeBy === 'desk';
  return (
    <Dialog
      open={offer !== null}
      onOpenChange={(next) => !next && onClose()}
      locked={accept.isPending}
      title={offer ? t('decision.acceptTitle', { number: offer.number }) : text.decision.acceptTitleClosed}
      description={
        offer &&
        (desks
          ? t('decision.acceptDesk', { terms: termsOf(offer, t) })
          : t('decision.acceptParty', { terms: termsOf(offer, t) }))
      }
    >
      {offer && (
        <div className="space-y-4">
          <DialogActions
            error={accept.error}
            errorText={text.failed.acceptFailed}
            label={text.decision.acceptLabel}
            busyLabel={text.decision.accepting}
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
  const { text, t } = useTexts(dealTexts);
  return (
    <Dialog
      open={offer !== null}
      onOpenChange={(next) => !next && onClose()}
      locked={reject.isPending}
      title={offer ? t('decision.rejectTitle', { number: offer.number }) : text.decision.rejectTitleClosed}
      description={offer ? t('decision.rejectDescription', { terms: termsOf(offer, t) }) : undefined}
    >
      {offer && <RejectForm deal={deal} offer={offer} reject={reject} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function RejectForm({ deal, offer, reject, onClose, onDone }: { deal: Deal; offer: DealOffer; reject: ReturnType<typeof useRejectOffer>; onClose: () => void; onDone: () => void }) {
  const { text } = useTexts(dealTexts);
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
            {text.decision.reason} <span className="font-normal text-slate-400">{text.decision.optional}</span>
          </>
        }
        hint={text.decision.reasonHint}
        rows={3}
        inputClassName=""
        maxLength={DEAL_LIMITS.rejectionReason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <DialogActions error={reject.error} errorText={text.failed.rejectFailed} label={text.decision.rejectLabel} busyLabel={text.decision.rejecting} busy={reject.isPending} onCancel={onClose} variant="danger" />
    </form>
  );
}
