import { PORTAL_INQUIRY_TEXTS } from '@ctp/domain';
import type { OrderStatus } from '@ctp/domain/order-constants';
import { GitMerge } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorBox } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CountTabs } from '@/components/ui/count-tabs';
import { ListPane } from '@/components/ui/list-pane';
import {
  formValuesOf,
  type Match,
  type Order,
  ORDER_UI_TEXTS,
  type OrderDialogRequest,
  OrderHeading,
  type OrderSide,
  OrderStatusBadge,
  useMatches,
  useOrders,
  useReceiptDownload,
} from '@/features/orders';
import { dealRoomLinkFromTab, useDealOfOrder } from '@/features/deals';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { useListParams } from '@/lib/use-list-params';
import { MatchingProgress } from './components/matching-progress';
import { OrderDetailsDialog } from './components/order-details-dialog';
import { counterpartyMailto, supportMailto } from './mailto';

/** The three tabs and the trade statuses each holds (spec 2.16). */
export const MATCHING_VIEWS = [
  { id: 'pending', label: 'Pending Requests', statuses: ['pending', 'active'] },
  { id: 'matched', label: 'Matched', statuses: ['matched', 'in_negotiation', 'contract_signed'] },
  { id: 'completed', label: 'Completed', statuses: ['completed'] },
] as const satisfies readonly { id: string; label: string; statuses: readonly OrderStatus[] }[];
type ViewId = (typeof MATCHING_VIEWS)[number]['id'];

/**
 * The Matching Center (spec 2.16, 2.17): the caller's orders by stage, with counts per tab from GET
 * /api/v1/trading/orders and each order's match from GET /api/v1/trading/matches. `side` is the portal's:
 * a trader's buy requests, a seller's listings.
 */
export function MatchingCenterPane({ side }: { side: OrderSide }) {
  const { values, update } = useListParams(['view'] as const);
  const view: ViewId = MATCHING_VIEWS.some((v) => v.id === values.view) ? (values.view as ViewId) : 'pending';
  const orders = useOrders({ side, page: 1, limit: 100 });
  const matches = useMatches();
  const [details, setDetails] = useState<Order | null>(null);
  const panelId = useId();

  const matchOf = (order: Order): Match | undefined =>
    matches.data?.find((m) => (side === 'buy' ? m.buyOrder.id : m.sellOrder.id) === order.id);
  const current = MATCHING_VIEWS.find((v) => v.id === view) ?? MATCHING_VIEWS[0];
  const countOf = (statuses: readonly OrderStatus[]) => (orders.data ? statuses.reduce((sum, s) => sum + (orders.data.counts[s] ?? 0), 0) : null);

  return (
    <Card className="p-6">
      <div className="border-b border-white/5 pb-3">
        <CountTabs
          label="Matching stages"
          tabs={MATCHING_VIEWS.map((v) => ({ id: v.id, label: v.label, count: countOf(v.statuses) }))}
          selected={view}
          onSelect={(id) => update({ view: id === 'pending' ? null : id })}
          panelId={panelId}
        />
      </div>

      <div id={panelId} role="tabpanel" aria-label={current.label} className="mt-4">
        <ListPane
          query={orders}
          items={(list) => list.orders.filter((o) => (current.statuses as readonly string[]).includes(o.status))}
          loadingText="Loading your requests..."
          errorText={PORTAL_INQUIRY_TEXTS.loadFailed}
          empty={{
            icon: GitMerge,
            title: `No ${current.label.toLowerCase()}`,
            text:
              view === 'pending'
                ? side === 'buy'
                  ? 'Requests you submit from the Trading tab appear here while we search for a seller.'
                  : 'Listings you create in the Selling Center appear here while we search for a buyer.'
                : view === 'matched'
                  ? 'Orders paired with a counterparty appear here.'
                  : 'Completed trades appear here.',
          }}
        >
          {(shown) => (
            <>
              {matches.isError && <ErrorBox className="mb-4">{errorMessage(matches.error, ORDER_UI_TEXTS.matchesFailed)}</ErrorBox>}
              <ul className="space-y-4">
                {shown.map((order) => (
                  <OrderCard key={order.id} order={order} match={matchOf(order)} side={side} onDetails={() => setDetails(order)} />
                ))}
              </ul>
            </>
          )}
        </ListPane>
      </div>

      <OrderDetailsDialog order={details} match={details ? matchOf(details) : undefined} onClose={() => setDetails(null)} />
    </Card>
  );
}

function OrderCard({ order, match, side, onDetails }: { order: Order; match: Match | undefined; side: OrderSide; onDetails: () => void }) {
  const navigate = useNavigate();
  const counterparty = match ? (side === 'buy' ? match.sellOrder : match.buyOrder) : undefined;
  const contractId = match?.contractId ?? order.contractId;
  const counterpartyRole = side === 'buy' ? 'seller' : 'buyer';
  const receipt = useReceiptDownload(order, contractId);
  const stage = order.status === 'completed' ? 'completed' : ['pending', 'active'].includes(order.status) ? 'pending' : 'matched';
  // A matched order's deal: its thread is where the other party and the desk are reached; e-mail until it has one.
  const deal = useDealOfOrder(order.id, { enabled: stage !== 'pending' }).data;
  const thread = deal ? dealRoomLinkFromTab(deal.id) : null;

  const again = () => {
    const state: OrderDialogRequest = { category: order.commodity.category, initial: formValuesOf(order) };
    void navigate('../trading', { relative: 'path', state });
  };

  return (
    <li className="rounded-xl border border-white/10 bg-ink-950/40 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <OrderHeading order={order}>
          <p className="text-xs text-slate-500">Submitted {formatDate(order.createdAt)}</p>
        </OrderHeading>
        <OrderStatusBadge status={order.status} />
      </div>

      {counterparty && match && (
        <p className="mt-2 text-sm text-slate-300">
          Matched with {counterparty.owner.company ?? counterparty.owner.name} ({counterparty.orderNumber}) at {formatMoney(match.agreedPrice)} / {order.unit}
          {order.finalPrice !== null && <> · final price {formatMoney(order.finalPrice)} / {order.unit}, value {formatMoney(order.finalPrice * order.quantity)}</>}
        </p>
      )}

      <div className="mt-3">
        <MatchingProgress status={order.status} />
      </div>

      {receipt.isError && <ErrorBox className="mt-3">{errorMessage(receipt.error, ORDER_UI_TEXTS.receiptFailed)}</ErrorBox>}

      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onDetails}>
          View Details
        </Button>
        {(stage === 'pending' || !thread) && (
          <a className={buttonClasses('ghost')} href={supportMailto(order)}>
            Contact Support
          </a>
        )}
        {stage === 'matched' && contractId && (
          <Link className={buttonClasses('secondary')} to={`../contracts?contract=${encodeURIComponent(contractId)}`} relative="path">
            Review Contract
          </Link>
        )}
        {stage === 'matched' && thread && (
          <Link className={buttonClasses('ghost')} to={thread} relative="path">
            {side === 'buy' ? 'Contact Seller' : 'Contact Buyer'}
          </Link>
        )}
        {stage === 'matched' && !thread && counterparty && (
          <a className={buttonClasses('ghost')} href={counterpartyMailto(order, counterparty, counterpartyRole)}>
            {side === 'buy' ? 'Contact Seller' : 'Contact Buyer'}
          </a>
        )}
        {stage !== 'pending' && thread && (
          <Link className={buttonClasses('ghost')} to={thread} relative="path">
            Contact Support
          </Link>
        )}
        {stage === 'completed' && contractId && (
          <Button variant="secondary" onClick={() => receipt.mutate()} busy={receipt.isPending} busyText="Preparing...">
            Download Receipt
          </Button>
        )}
        {stage === 'completed' && (
          <Button variant="ghost" onClick={again}>
            {side === 'buy' ? 'Trade Again' : 'Sell Similar'}
          </Button>
        )}
      </div>
    </li>
  );
}
