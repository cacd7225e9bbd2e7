import type { Deal, DealAction } from '@ctp/domain';
import { Check, Reply, X } from 'lucide-react';
import { useState } from 'react';
import { SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { useTexts, type Translated } from '@/lib/i18n/texts';
import { dealTexts } from '../texts';
import { AcceptOfferDialog, RejectOfferDialog } from './offer-decision-dialogs';
import { OfferFormDialog } from './offer-form-dialog';
import { OfferTimeline } from './offer-timeline';

type Open = 'offer' | 'accept' | 'reject' | null;

/** What the caller reads when the server offers them no move in the negotiation. */
function waitingNote(deal: Deal, text: Translated<typeof dealTexts.en>['negotiation']): string | null {
  if (deal.status !== 'negotiating') return text.over;
  if (deal.myRole === 'desk') return text.deskWatches;
  if (deal.currentOffer?.madeBy === deal.myRole) return text.waiting;
  return null;
}

/**
 * The offers and the caller's moves: Accept and Reject of the offer on the table and a counter-offer, each shown
 * only when the server lists it in the deal's allowedActions.
 */
export function Negotiation({ deal, className }: { deal: Deal; className?: string }) {
  const { text, t } = useTexts(dealTexts);
  const [open, setOpen] = useState<Open>(null);
  // The key of what was done, so the note follows a change of language.
  const [done, setDone] = useState<keyof typeof dealTexts.en.done | null>(null);
  const can = (action: DealAction) => deal.allowedActions.includes(action);
  const onTable = deal.currentOffer?.status === 'open' ? deal.currentOffer : null;
  const finish = (message: keyof typeof dealTexts.en.done) => () => {
    setOpen(null);
    setDone(message);
  };
  const start = (next: Open) => {
    setDone(null);
    setOpen(next);
  };
  const note = waitingNote(deal, text.negotiation);

  return (
    <Card className={cx('p-6', className)}>
      <h3 className="text-base font-semibold text-white">{text.negotiation.heading}</h3>
      <p className="mt-0.5 text-sm text-slate-400">{text.negotiation.lead}</p>
      <div className="mt-4">
        <OfferTimeline deal={deal} />
      </div>
      {done && <SuccessBox className="mt-4">{text.done[done]}</SuccessBox>}
      {(can('accept') || can('reject') || can('offer')) && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-white/5 pt-4">
          {onTable && can('accept') && (
            <Button onClick={() => start('accept')}>
              <Check aria-hidden="true" className="size-4" />
              {t('negotiation.accept', { number: onTable.number })}
            </Button>
          )}
          {onTable && can('reject') && (
            <Button variant="secondary" onClick={() => start('reject')}>
              <X aria-hidden="true" className="size-4" />
              {t('negotiation.reject', { number: onTable.number })}
            </Button>
          )}
          {can('offer') && (
            <Button variant="ghost" onClick={() => start('offer')}>
              <Reply aria-hidden="true" className="size-4" />
              {text.negotiation.counter}
            </Button>
          )}
        </div>
      )}
      {note && !can('accept') && <p className="mt-4 text-sm text-slate-400">{note}</p>}

      <OfferFormDialog deal={deal} open={open === 'offer'} onOpenChange={(next) => setOpen(next ? 'offer' : null)} onSent={finish('offerSent')} />
      <AcceptOfferDialog deal={deal} offer={open === 'accept' ? onTable : null} onClose={() => setOpen(null)} onDone={finish('accepted')} />
      <RejectOfferDialog deal={deal} offer={open === 'reject' ? onTable : null} onClose={() => setOpen(null)} onDone={finish('rejected')} />
    </Card>
  );
}
