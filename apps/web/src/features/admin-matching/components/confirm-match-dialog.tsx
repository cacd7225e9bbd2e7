import type { Order } from '@ctp/domain/orders';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { formatQuantity } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { useConfirmMatch } from '../api/confirm-match';
import type { ConfirmedMatch } from '../api/match-suggestion';
import { adminMatchingTexts } from '../texts';

export interface PairToConfirm {
  buyTrade: Order;
  sellTrade: Order;
}

interface ConfirmMatchDialogProps {
  pair: PairToConfirm | null;
  onClose: () => void;
  onConfirmed: (result: ConfirmedMatch) => void;
}

/**
 * 'Confirm Trade Match' (spec 2.18): confirming matches both orders and drafts a contract between the
 * parties. A 409 (an order was matched or changed meanwhile) shows the server's message; the
 * suggestions reload either way.
 */
export function ConfirmMatchDialog({ pair, onClose, onConfirmed }: ConfirmMatchDialogProps) {
  const { text } = useTexts(adminMatchingTexts);
  const labels = text.confirm;
  const mutation = useConfirmMatch();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (!pair) return;
    mutation.mutate(
      { buyOrderId: pair.buyTrade.id, sellOrderId: pair.sellTrade.id },
      {
        onSuccess: (result) => {
          mutation.reset();
          onConfirmed(result);
        },
      },
    );
  };
  return (
    <Dialog open={pair !== null} onOpenChange={(open) => !open && close()} title={labels.title} locked={mutation.isPending}>
      {pair && (
        <div className="space-y-4 text-sm text-slate-300">
          <p>
            {labels.matchBuy} <span className="font-mono text-white">{pair.buyTrade.orderNumber}</span> ({pair.buyTrade.owner.name}
            {text.separator}
            {formatQuantity(pair.buyTrade.quantity, pair.buyTrade.unit)}) {labels.withSell}{' '}
            <span className="font-mono text-white">{pair.sellTrade.orderNumber}</span> ({pair.sellTrade.owner.name}
            {text.separator}
            {formatQuantity(pair.sellTrade.quantity, pair.sellTrade.unit)}) {labels.of} {pair.buyTrade.commodity.name}
            {labels.question}
          </p>
          <p>{labels.notice}</p>
          {mutation.isError && (
            <ErrorBox>
              <p>{errorMessage(mutation.error, text.failures.confirmFailed)}</p>
            </ErrorBox>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close} disabled={mutation.isPending}>
              {labels.cancel}
            </Button>
            <Button onClick={confirm} busy={mutation.isPending} busyText={labels.confirming} disabled={mutation.isError}>
              {labels.submit}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
