import type { Order } from '@ctp/domain/orders';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/list-pane';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { formatPriceRange, formatQuantity } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { useActiveOrders } from '../api/get-active-orders';
import type { PairToConfirm } from './confirm-match-dialog';
import { adminMatchingTexts } from '../texts';

const optionLabel = (order: Order) =>
  `${order.orderNumber} · ${order.commodity.name} · ${formatQuantity(order.quantity, order.unit)} · ${formatPriceRange(order.priceRange, order.unit)} · ${order.owner.company ?? order.owner.name}`;

/**
 * Create Manual Match: one active buy order and one active sell order of the same commodity, chosen by
 * the admin; the pair then goes to the same confirmation as a suggestion.
 */
export function ManualMatchDialog({ open, onClose, onChoose }: { open: boolean; onClose: () => void; onChoose: (pair: PairToConfirm) => void }) {
  const { text } = useTexts(adminMatchingTexts);
  const labels = text.manual;
  const buys = useActiveOrders('buy', open);
  const sells = useActiveOrders('sell', open);
  const [buyId, setBuyId] = useState('');
  const [sellId, setSellId] = useState('');
  const buy = buys.data?.find((order) => order.id === buyId);
  const sellChoices = (sells.data ?? []).filter((order) => !buy || order.commodityId === buy.commodityId);
  const sell = sellChoices.find((order) => order.id === sellId);

  const close = () => {
    setBuyId('');
    setSellId('');
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={labels.title} description={labels.description} size="lg">
      {buys.isPending || sells.isPending ? (
        <Spinner label={labels.loading} showLabel />
      ) : buys.isError || sells.isError ? (
        <LoadError
          message={text.failures.activeOrdersFailed}
          error={buys.error ?? sells.error}
          onRetry={() => {
            void buys.refetch();
            void sells.refetch();
          }}
        />
      ) : (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (buy && sell) {
              onChoose({ buyTrade: buy, sellTrade: sell });
              close();
            }
          }}
        >
          <Select
            label={labels.buyRequest}
            required
            value={buyId}
            placeholder={buys.data.length ? labels.selectBuy : labels.noBuys}
            options={buys.data.map((order) => ({ value: order.id, label: optionLabel(order) }))}
            onChange={(event) => {
              setBuyId(event.target.value);
              setSellId('');
            }}
          />
          <Select
            label={labels.sellOffer}
            required
            value={sellId}
            disabled={!buy}
            placeholder={!buy ? labels.selectBuyFirst : sellChoices.length ? labels.selectSell : labels.noSells}
            options={sellChoices.map((order) => ({ value: order.id, label: optionLabel(order) }))}
            onChange={(event) => setSellId(event.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              {labels.cancel}
            </Button>
            <Button type="submit" disabled={!buy || !sell}>
              {labels.continue}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
