import type { Order } from '@ctp/domain/orders';
import { formatPriceRange, formatQuantity } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { adminMatchingTexts } from '../texts';

/** One side of a pair: whose order, how much, at what price range, where and on which terms. */
export function OrderSide({ order, title }: { order: Order; title: string }) {
  const { text } = useTexts(adminMatchingTexts);
  const labels = text.order;
  const buying = order.side === 'buy';
  return (
    <section aria-label={`${title} ${order.orderNumber}`} className={`rounded-lg border p-4 ${buying ? 'border-sky-500/20 bg-sky-500/5' : 'border-emerald-500/20 bg-emerald-500/5'}`}>
      <div className="flex items-baseline justify-between gap-2">
        <h4 className={`text-xs font-semibold tracking-wide uppercase ${buying ? 'text-sky-300' : 'text-emerald-300'}`}>{title}</h4>
        <span className="font-mono text-xs text-slate-400">{order.orderNumber}</span>
      </div>
      <p className="mt-2 text-sm font-medium text-white">
        {order.owner.name}
        {order.owner.company ? <span className="text-slate-400"> · {order.owner.company}</span> : null}
      </p>
      <dl className="mt-2 space-y-1 text-sm text-slate-300">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-500">{labels.commodity}</dt>
          <dd className="text-end">
            {order.commodity.name}
            {order.commodityDetails ? ` — ${order.commodityDetails}` : ''}
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-slate-500">{labels.quantity}</dt>
          <dd className="tabular-nums">{formatQuantity(order.quantity, order.unit)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-slate-500">{labels.priceRange}</dt>
          <dd className="text-end tabular-nums">{formatPriceRange(order.priceRange, order.unit)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-slate-500">{labels.location}</dt>
          <dd>{order.location}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-slate-500">{labels.terms}</dt>
          <dd>{order.terms.join(text.separator)}</dd>
        </div>
      </dl>
    </section>
  );
}
