import type { ReactNode } from 'react';
import { formatPriceRange, formatQuantity } from '@/lib/format';
import type { Order } from '../api/order-model';
import { locationLabel } from '../order-format';

/** What an order card leads with: number and commodity, then quantity, prices, place and terms; `children` follow (dates). */
export function OrderHeading({ order, children }: { order: Order; children?: ReactNode }) {
  return (
    <div>
      <p className="font-semibold text-white">
        {order.orderNumber} · {order.commodity.name}
      </p>
      <p className="mt-0.5 text-sm text-slate-400">
        {formatQuantity(order.quantity, order.unit)} · {formatPriceRange(order.priceRange, order.unit)} · {locationLabel(order.location)} · {order.terms.join(', ')}
      </p>
      {children}
    </div>
  );
}
