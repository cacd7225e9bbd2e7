import type { Deal, DealAction } from '@ctp/domain';
import { Check, Reply, X } from 'lucide-react';
import { useState } from 'react';
import { SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { DEAL_UI_TEXTS } from '../texts';
import { AcceptOfferDialog, RejectOfferDialog } from './offer-decision-dialogs';
import { OfferFormDialog } from './offer-form-dialog';
import { OfferTimeline } from './offer-timeline';

type Open = 'offer' | 'accept' | 'reject' | null;

/** What the caller reads when the server offers them no move in the negotiation. */
function waitingNote(deal: Deal): string | null {
  if (deal.status !== 'negotiating') return 'The negotiation is over: the terms above are the ones agreed (or the deal was closed).';
  if (deal.myRole === 'desk') return 'The buyer and the seller negotiate; the desk follows and can write in the thread.';
  if (deal.currentOffer?.madeBy === deal.myRole) return 'Your offer is on the table: waiting for the other party to answer.';
  return null;
}

/**
 * The offers and the caller's moves: Accept and Reject of the offer on the table and a counter-offer, each shown
 * only when the server lists it in the deal's allowedActions.
 */
export function Negotiation({ deal, className }: { deal: Deal; className?: string }) {
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);
  const can = (action: DealAction) => deal.allowedActions.includes(action);
  const onTable = deal.currentOffer?.status === 'open' ? deal.currentOffer : null;
  const finish = (message: string) => () => {
    setOpen(null);
    setDone(message);
  };
  const start = (next: Open) => {
    setDone(null);
    setOpen(next);
  };
  const note = waitingNote(deal);

  return (
    <Card className={cx('p-6', className)}>
      <h3 className="text-base font-semibold text-white">Offers</h3>
      <p className="mt-0.5 text-sm text-slate-400">In the order they were made; the desk's match is the first.</p>
      <div className="mt-4">
        <OfferTimeline deal={deal} />
      </div>
      {done && <SuccessBox className="mt-4">{done}</SuccessBox>}
      {(can('accept') || can('reject') || can('offer')) && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-white/5 pt-4">
          {onTable && can('accept') && (
            <Button onClick={() => start('accept')}>
              <Check aria-hidden="true" className="size-4" />
              Accept Offer {onTable.number}
            </Button>
          )}
          {onTable && can('reject') && (
            <Button variant="secondary" onClick={() => start('reject')}>
              <X aria-hidden="true" className="size-4" />
              Reject Offer {onTable.number}
            </Button>
          )}
          {can('offer') && (
            <Button variant="ghost" onClick={() => start('offer')}>
              <Reply aria-hidden="true" className="size-4" />
              Make a Counter-Offer
            </Button>
          )}
        </div>
      )}
      {note && !can('accept') && <p className="mt-4 text-sm text-slate-400">{note}</p>}

      <OfferFormDialog deal={deal} open={open === 'offer'} onOpenChange={(next) => setOpen(next ? 'offer' : null)} onSent={finish(DEAL_UI_TEXTS.offerSent)} />
      <AcceptOfferDialog deal={deal} offer={open === 'accept' ? onTable : null} onClose={() => setOpen(null)} onDone={finish(DEAL_UI_TEXTS.accepted)} />
      <RejectOfferDialog deal={deal} offer={open === 'reject' ? onTable : null} onClose={() => setOpen(null)} onDone={finish(DEAL_UI_TEXTS.rejected)} />
    </Card>
  );
}
