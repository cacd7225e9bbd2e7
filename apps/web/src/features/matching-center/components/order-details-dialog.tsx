import { ORDER_PRIORITY_LABELS } from '@ctp/domain/order-constants';
import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { locationLabel, type Match, type Order, OrderStatusBadge, termLabel } from '@/features/orders';
import { formatDateTime, formatDay, formatMoney, formatPriceRange, formatQuantity } from '@/lib/format';
import { MatchingProgress } from './matching-progress';

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
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()} title={order ? `${order.orderNumber} · ${order.commodity.name}` : ''} size="lg">
      {order && (
        <div className="space-y-4">
          <div className="flex items-center gap-3">
            <OrderStatusBadge status={order.status} />
            {order.urgent && <span className="text-xs font-semibold text-red-300">Urgent</span>}
          </div>
          <MatchingProgress status={order.status} />
          <dl className="divide-y divide-white/5">
            <Row label="Side">{order.side === 'buy' ? 'Buy request' : 'Sell listing'}</Row>
            <Row label="Quantity">{formatQuantity(order.quantity, order.unit)}</Row>
            <Row label="Price range">{formatPriceRange(order.priceRange, order.unit)}</Row>
            <Row label="Estimated value">{formatMoney(order.totalValue)}</Row>
            <Row label={order.commodity.category === 'gold' ? 'Delivery location' : 'Origin port'}>{locationLabel(order.location)}</Row>
            <Row label={order.commodity.category === 'gold' ? 'Terms' : 'Delivery mode'}>
              {order.terms.map((term) => termLabel(order.commodity.category, term)).join(', ')}
            </Row>
            <Row label="Delivery date">{formatDay(order.deliveryDate)}</Row>
            <Row label="Priority">{ORDER_PRIORITY_LABELS[order.priority]}</Row>
            <Row label="Flexibility">
              quantity {order.flexibility.quantity}%, price {order.flexibility.price}%{order.flexibility.location ? ', location' : ''}
              {order.flexibility.terms ? ', terms' : ''}
            </Row>
            {order.specifications && <Row label="Specifications">{order.specifications}</Row>}
            {order.notes && <Row label="Desk notes">{order.notes}</Row>}
            <Row label="Submitted">{formatDateTime(order.createdAt)}</Row>
            {match && <Row label="Agreed price">{`${formatMoney(match.agreedPrice)} / ${order.unit}`}</Row>}
            {match && <Row label="Matched">{formatDateTime(match.matchedAt)}</Row>}
            {order.finalPrice !== null && <Row label="Final price">{`${formatMoney(order.finalPrice)} / ${order.unit}`}</Row>}
            {order.completedAt && <Row label="Completed">{formatDateTime(order.completedAt)}</Row>}
          </dl>
        </div>
      )}
    </Dialog>
  );
}
