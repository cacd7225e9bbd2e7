import { ORDER_PRIORITY_LABELS } from '@ctp/domain/order-constants';
import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { locationLabel, type Match, type Order, OrderStatusBadge, termLabel } from '@/features/orders';
import { formatDateTime, formatDay, formatMoney, formatPriceRange, formatQuantity } from '@/lib/format';
import { MatchingProgress } from './matching-progress';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { matchingCenterTexts } from '../texts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-3 py-1.5 text-sm">
      <dt className="text-slate-400">{label}</dt>
      <dd className="text-white">{children}</dd>
    </div>
  );
}

/** View Details: one order as the server holds it, with its match when it has one. */
export function OrderDetailsDialog({ order, match, onClose }: { order: Order | null; match?: Match | undefined; onClose: () => void }) {
  const { text: words, t } = useTexts(matchingCenterTexts);
  const text = words.details;
  const priorityLabels = useDomainTable(ORDER_PRIORITY_LABELS);
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()} title={order ? `${order.orderNumber} · ${order.commodity.name}` : ''} size="lg">
      {order && (
        <div className="space-y-4">
          <div className="flex items-center gap-3">
            <OrderStatusBadge status={order.status} />
            {order.urgent && <span className="text-xs font-semibold text-red-300">{text.urgent}</span>}
          </div>
          <MatchingProgress status={order.status} />
          <dl className="divide-y divide-white/5">
            <Row label={text.side}>{order.side === 'buy' ? text.buyRequest : text.sellListing}</Row>
            <Row label={text.quantity}>{formatQuantity(order.quantity, order.unit)}</Row>
            <Row label={text.priceRange}>{formatPriceRange(order.priceRange, order.unit)}</Row>
            <Row label={text.estimatedValue}>{formatMoney(order.totalValue)}</Row>
            <Row label={order.commodity.category === 'gold' ? text.deliveryLocation : text.originPort}>{locationLabel(order.location)}</Row>
            <Row label={order.commodity.category === 'gold' ? text.terms : text.deliveryMode}>
              {order.terms.map((term) => termLabel(order.commodity.category, term)).join(', ')}
            </Row>
            <Row label={text.deliveryDate}>{formatDay(order.deliveryDate)}</Row>
            <Row label={text.priority}>{priorityLabels[order.priority]}</Row>
            <Row label={text.flexibility}>
              {t('details.flexibilityValue', { quantity: order.flexibility.quantity, price: order.flexibility.price })}
              {order.flexibility.location ? text.flexibleLocation : ''}
              {order.flexibility.terms ? text.flexibleTerms : ''}
            </Row>
            {order.specifications && <Row label={text.specifications}>{order.specifications}</Row>}
            {order.notes && <Row label={text.deskNotes}>{order.notes}</Row>}
            <Row label={text.submitted}>{formatDateTime(order.createdAt)}</Row>
            {match && <Row label={text.agreedPrice}>{`${formatMoney(match.agreedPrice)} / ${order.unit}`}</Row>}
            {match && <Row label={text.matched}>{formatDateTime(match.matchedAt)}</Row>}
            {order.finalPrice !== null && <Row label={text.finalPrice}>{`${formatMoney(order.finalPrice)} / ${order.unit}`}</Row>}
            {order.completedAt && <Row label={text.completed}>{formatDateTime(order.completedAt)}</Row>}
          </dl>
        </div>
      )}
    </Dialog>
  );
}
