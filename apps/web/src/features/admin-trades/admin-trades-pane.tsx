import { LIMITS } from '@ctp/domain/constants';
import { ORDER_SIDES, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderSide, type OrderStatus } from '@ctp/domain/order-constants';
import { COMMODITY_CATEGORIES, type CommodityCategory } from '@ctp/domain/trading';
import { BarChart3, Download, TrendingUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadError } from '@/components/ui/list-pane';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { FilterSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useListParams } from '@/lib/use-list-params';
import type { AdminTrade } from './api/admin-trade-list';
import { useExportTrades } from './api/export-trades';
import { useAdminTrades, type AdminTradeFilters } from './api/get-admin-trades';
import { ReviewTradeDialog, type PendingReview } from './components/review-trade-dialog';
import { TradeAnalytics } from './components/trade-analytics';
import { TradeCard } from './components/trade-card';
import { TradeDetailDialog } from './components/trade-detail-dialog';
import { TradeSkeleton, TradeSummaryCards } from './components/trade-summary-cards';
import { adminTradesTexts } from './texts';

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => ((values as readonly string[]).includes(value) ? (value as T) : undefined);

/** How long typing pauses before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

/**
 * Trade Management (spec 2.18), server-backed: every order on the platform, searched, filtered and
 * paged by the server with the filters in the URL; the five summary figures come with the list. A
 * pending trade can be approved or rejected with notes.
 */
export function AdminTradesPane() {
  const { text, t } = useTexts(adminTradesTexts);
  const labels = text.pane;
  const statusLabels = useDomainTable(ORDER_STATUS_LABELS);
  const statusOptions = ORDER_STATUSES.map((status) => ({ value: status, label: statusLabels[status] }));
  const commodityOptions = COMMODITY_CATEGORIES.map((category) => ({ value: category, label: text.commodities[category] }));
  const sideOptions = ORDER_SIDES.map((side) => ({ value: side, label: text.sides[side] }));
  const { page, values, update } = useListParams(['search', 'status', 'commodity', 'side'] as const);
  const filters: AdminTradeFilters = {
    search: values.search || undefined,
    status: oneOf<OrderStatus>(ORDER_STATUSES, values.status),
    commodity: oneOf<CommodityCategory>(COMMODITY_CATEGORIES, values.commodity),
    side: oneOf<OrderSide>(ORDER_SIDES, values.side),
  };
  const trades = useAdminTrades({ ...filters, page, limit: LIMITS.listItems });
  const exporter = useExportTrades();
  const [searchText, setSearchText] = useState(values.search);
  const [viewing, setViewing] = useState<AdminTrade | null>(null);
  const [review, setReview] = useState<PendingReview | null>(null);
  const [analyticsOpen, setAnalyticsOpen] = useState(false);
  const analyticsId = useId();
  const data = trades.data;

  useEffect(() => {
    if (searchText.trim() === values.search) return;
    const timer = setTimeout(() => update({ search: searchText.trim() || null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, values.search, update]);

  useEffect(() => {
    if (analyticsOpen) document.getElementById(analyticsId)?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [analyticsOpen, analyticsId]);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-white">{labels.heading}</h2>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data ? t('tradesMatching', { count: data.total }) : ' '}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => exporter.mutate(filters)} busy={exporter.isPending} busyText={labels.exporting}>
            <Download aria-hidden="true" className="size-4" />
            {labels.exportTrades}
          </Button>
          <Button variant="secondary" onClick={() => setAnalyticsOpen((open) => !open)} aria-expanded={analyticsOpen} aria-controls={analyticsId}>
            <BarChart3 aria-hidden="true" className="size-4" />
            {labels.analytics}
          </Button>
        </div>
      </div>

      {exporter.isError && (
        <ErrorBox>
          <p>{errorMessage(exporter.error, text.failures.exportFailed)}</p>
        </ErrorBox>
      )}

      {trades.isPending ? (
        <TradeSkeleton />
      ) : trades.isError ? (
        <LoadError message={text.failures.loadFailed} error={trades.error} onRetry={() => void trades.refetch()} retrying={trades.isFetching} />
      ) : (
        <>
          <TradeSummaryCards summary={trades.data.summary} />
          {analyticsOpen && <TradeAnalytics id={analyticsId} summary={trades.data.summary} />}
        </>
      )}

      <Card className="p-6">
        <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] md:items-center">
          <SearchBox id="admin-trade-search" label={labels.searchLabel} value={searchText} onChange={setSearchText} placeholder={labels.searchPlaceholder} />
          <FilterSelect label={labels.statusFilter} value={filters.status} placeholder={labels.allStatuses} options={statusOptions} onChange={(status) => update({ status })} />
          <FilterSelect label={labels.commodityFilter} value={filters.commodity} placeholder={labels.allCommodities} options={commodityOptions} onChange={(commodity) => update({ commodity })} />
          <FilterSelect label={labels.typeFilter} value={filters.side} placeholder={labels.buyAndSell} options={sideOptions} onChange={(side) => update({ side })} />
          <span className="flex w-5 justify-center">{trades.isFetching && !trades.isPending && <Spinner label={labels.updating} />}</span>
        </div>

        <div className="mt-5">
          {trades.isPending ? (
            <Spinner label={labels.loading} />
          ) : trades.isError ? null : trades.data.trades.length === 0 ? (
            <EmptyState icon={TrendingUp} title={labels.emptyTitle}>
              {values.search || values.status || values.commodity || values.side
                ? labels.filteredEmpty
                : labels.emptyText}
            </EmptyState>
          ) : (
            <ul aria-label={labels.listLabel} className="space-y-4">
              {trades.data.trades.map((trade) => (
                <TradeCard key={trade.id} trade={trade} onView={setViewing} onReview={(item, decision) => setReview({ trade: item, decision })} />
              ))}
            </ul>
          )}
        </div>

        {data && (
          <div className="mt-4">
            <Pagination label={labels.pages} page={data.page} totalPages={data.totalPages} onPageChange={(next) => update({ page: next })} busy={trades.isFetching} />
          </div>
        )}
      </Card>

      <TradeDetailDialog trade={viewing} onClose={() => setViewing(null)} />
      <ReviewTradeDialog review={review} onClose={() => setReview(null)} />
    </div>
  );
}
