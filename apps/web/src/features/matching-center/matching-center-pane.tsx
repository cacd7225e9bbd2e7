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
  ordersTexts,
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
import { inLanguage } from '@ctp/domain/translations';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { matchingCenterTexts } from './texts';

/** The three tabs and the trade statuses each holds (spec 2.16). */
export const MATCHING_VIEWS = [
  { id: 'pending', statuses: ['pending', 'active'] },
  { id: 'matched', statuses: ['matched', 'in_negotiation', 'contract_signed'] },
  { id: 'completed', statuses: ['completed'] },
] as const satisfies readonly { id: string; statuses: readonly OrderStatus[] }[];
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
  const { text } = useTexts(matchingCenterTexts);
  const { text: orderWords } = useTexts(ordersTexts);
  const inquiryTexts = inLanguage(PORTAL_INQUIRY_TEXTS, useLanguage());

  const matchOf = (order: Order): Match | undefined =>
    matches.data?.find((m) => (side === 'buy' ? m.buyOrder.id : m.sellOrder.id) === order.id);
  const current = MATCHING_VIEWS.find((v) => v.id === view) ?? MATCHING_VIEWS[0];
  const countOf = (statuses: readonly OrderStatus[]) => (orders.data ? statuses.reduce((sum, s) => sum + (orders.data.counts[s] ?? 0), 0) : null);

  return (
    <Card className="p-6">
      <div className="border-b border-white/5 pb-3">
        <CountTabs
          label={text.stages}
          tabs={MATCHING_VIEWS.map((v) => ({ id: v.id, label: text.views[v.id], count: countOf(v.statuses) }))}
          selected={view}
          onSelect={(id) => update({ view: id === 'pending' ? null : id })}
          panelId={panelId}
        />
      </div>

      <div id={panelId} role="tabpanel" aria-label={text.views[current.id]} className="mt-4">
        <ListPane
          query={orders}
          items={(list) => list.orders.filter((o) => (current.statuses as readonly string[]).includes(o.status))}
          loadingText={text.loading}
          errorText={inquiryTexts.loadFailed}
          empty={{
            icon: GitMerge,
            title: text.emptyTitles[current.id],
            text:
              view === 'pending'
                ? side === 'buy'
                  ? text.emptyPendingBuy
                  : text.emptyPendingSell
                : view === 'matched'
                  ? text.emptyMatched
                  : text.emptyCompleted,
          }}
        >
          {(shown) => (
            <>
              {matches.isError && <ErrorBox className="mb-4">{errorMessage(matches.error, orderWords.matchesFailed)}</ErrorBox>}
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
  const { text, t } = useTexts(matchingCenterTexts);
  const { text: orderWords } = useTexts(ordersTexts);
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
          <p className="text-xs text-slate-500">{t('submitted', { date: formatDate(order.createdAt) })}</p>
        </OrderHeading>
        <OrderStatusBadge status={order.status} />
      </div>

      {counterparty && match && (
        <p className="mt-2 text-sm text-slate-300">
          {t('matchedWith', {
            party: counterparty.owner.company ?? counterparty.owner.name,
            number: counterparty.orderNumber,
            price: formatMoney(match.agreedPrice),
            unit: order.unit,
          })}
          {order.finalPrice !== null &&
            t('finalPrice', { price: formatMoney(order.finalPrice), unit: order.unit, value: formatMoney(order.finalPrice * order.quantity) })}
        </p>
      )}

      <div className="mt-3">
        <MatchingProgress status={order.status} />
      </div>

      {receipt.isError && <ErrorBox className="mt-3">{errorMessage(receipt.error, orderWords.receiptFailed)}</ErrorBox>}

      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onDetails}>
          {text.viewDetails}
        </Button>
        {(stage === 'pending' || !thread) && (
          <a className={buttonClasses('ghost')} href={supportMailto(order, t)}>
            {text.contactSupport}
          </a>
        )}
        {stage === 'matched' && contractId && (
          <Link className={buttonClasses('secondary')} to={`../contracts?contract=${encodeURIComponent(contractId)}`} relative="path">
            {text.reviewContract}
          </Link>
        )}
        {stage === 'matched' && thread && (
          <Link className={buttonClasses('ghost')} to={thread} relative="path">
            {side === 'buy' ? text.contactSeller : text.contactBuyer}
          </Link>
        )}
        {stage === 'matched' && !thread && counterparty && (
          <a className={buttonClasses('ghost')} href={counterpartyMailto(order, counterparty, counterpartyRole, t)}>
            {side === 'buy' ? text.contactSeller : text.contactBuyer}
          </a>
        )}
        {stage !== 'pending' && thread && (
          <Link className={buttonClasses('ghost')} to={thread} relative="path">
            {text.contactSupport}
          </Link>
        )}
        {stage === 'completed' && contractId && (
          <Button variant="secondary" onClick={() => receipt.mutate()} busy={receipt.isPending} busyText={text.preparing}>
            {text.downloadReceipt}
          </Button>
        )}
        {stage === 'completed' && (
          <Button variant="ghost" onClick={again}>
            {side === 'buy' ? text.tradeAgain : text.sellSimilar}
          </Button>
        )}
      </div>
    </li>
  );
}
