import { PORTAL_INQUIRY_TEXTS } from '@ctp/domain/inquiries';
import { ClipboardList } from 'lucide-react';
import { EmptyState, LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { locationLabel, type OrderSide, OrderStatusBadge, useOrders } from '@/features/orders';
import { inLanguage } from '@ctp/domain/translations';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { tradingTexts } from '../texts';
import { formatDate, formatPriceRange, formatQuantity } from '@/lib/format';

/** The caller's latest orders with their status, newest first, from GET /api/v1/trading/orders. */
export function RecentRequests({ side }: { side: OrderSide }) {
  const orders = useOrders({ side, page: 1, limit: 10 });
  const { text, t } = useTexts(tradingTexts);
  const inquiryTexts = inLanguage(PORTAL_INQUIRY_TEXTS, useLanguage());
  if (orders.isPending) return <Spinner label={text.loadingRequests} showLabel />;
  if (orders.isError) return <LoadError message={inquiryTexts.loadFailed} error={orders.error} onRetry={() => void orders.refetch()} />;
  if (orders.data.orders.length === 0) {
    return (
      <EmptyState icon={ClipboardList} title={text.noRequests}>
        {text.noRequestsBody}
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-white/5" aria-label={text.recentRequests}>
      {orders.data.orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-white">
              {order.orderNumber} · {order.commodity.name}
            </p>
            <p className="text-xs text-slate-400">
              {formatQuantity(order.quantity, order.unit)} · {formatPriceRange(order.priceRange, order.unit)} · {locationLabel(order.location)} · {t('submitted', { date: formatDate(order.createdAt) })}
            </p>
          </div>
          <OrderStatusBadge status={order.status} />
        </li>
      ))}
    </ul>
  );
}
