import type { Order } from '@ctp/domain/orders';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { formatQuantity } from '@/lib/format';
import { useConfirmMatch } from '../api/confirm-match';
import type { ConfirmedMatch } from '../api/match-suggestion';
import { MATCHING_UI_TEXTS } from '../texts';

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
    <Dialog open={pair !== null} onOpenChange={(open) => !open && close()} title="Confirm Trade Match" locked={mutation.isPending}>
      {pair && (
        <div className="space-y-4 text-sm text-slate-300">
          <p>
            Match buy request <span className="font-mono text-white">{pair.buyTrade.orderNumber}</span> ({pair.buyTrade.owner.name},{' '}
            {formatQuantity(pair.buyTrade.quantity, pair.buyTrade.unit)}) with sell offer{' '}
            <span className="font-mono text-white">{pair.sellTrade.orderNumber}</span> ({pair.sellTrade.owner.name},{' '}
            {formatQuantity(pair.sellTrade.quantity, pair.sellTrade.unit)}) of {pair.buyTrade.commodity.name}?
          </p>
          <p>Both parties will be notified and a draft contract will be created between them.</p>
          {mutation.isError && (
            <ErrorBox>
              <p>{errorMessage(mutation.error, MATCHING_UI_TEXTS.confirmFailed)}</p>
            </ErrorBox>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button onClick={confirm} busy={mutation.isPending} busyText="Confirming..." disabled={mutation.isError}>
              Confirm Match
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
