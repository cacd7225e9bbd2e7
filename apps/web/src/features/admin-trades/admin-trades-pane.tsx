import { LIMITS } from '@ctp/domain/constants';
import { ORDER_SIDES, ORDER_STATUSES, type OrderSide, type OrderStatus } from '@ctp/domain/order-constants';
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
import { useListParams } from '@/lib/use-list-params';
import type { AdminTrade } from './api/admin-trade-list';
import { useExportTrades } from './api/export-trades';
import { useAdminTrades, type AdminTradeFilters } from './api/get-admin-trades';
import { ReviewTradeDialog, type PendingReview } from './components/review-trade-dialog';
import { TradeAnalytics } from './components/trade-analytics';
import { TradeCard } from './components/trade-card';
import { TradeDetailDialog } from './components/trade-detail-dialog';
import { TradeSkeleton, TradeSummaryCards } from './components/trade-summary-cards';
import { sideLabel, tradeStatusLabel } from './trade-format';
import { TRADES_UI_TEXTS } from './texts';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: tradeStatusLabel(status) }));
const COMMODITY_OPTIONS = COMMODITY_CATEGORIES.map((category) => ({ value: category, label: category === 'gold' ? 'Gold' : 'Fuel' }));
const SIDE_OPTIONS = ORDER_SIDES.map((side) => ({ value: side, label: sideLabel(side) }));

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => ((values as readonly string[]).includes(value) ? (value as T) : undefined);

/** How long typing pauses before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

/**
 * Trade Management (spec 2.18), server-backed: every order on the platform, searched, filtered and
 * paged by the server with the filters in the URL; the five summary figures come with the list. A
 * pending trade can be approved or rejected with notes.
 */
export function AdminTradesPane() {
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
          <h2 className="text-base font-semibold text-white">Trades</h2>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data ? `${data.total} ${data.total === 1 ? 'trade' : 'trades'} match the filters` : ' '}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => exporter.mutate(filters)} busy={exporter.isPending} busyText="Exporting...">
            <Download aria-hidden="true" className="size-4" />
            Export Trades
          </Button>
          <Button variant="secondary" onClick={() => setAnalyticsOpen((open) => !open)} aria-expanded={analyticsOpen} aria-controls={analyticsId}>
            <BarChart3 aria-hidden="true" className="size-4" />
            Trade Analytics
          </Button>
        </div>
      </div>

      {exporter.isError && (
        <ErrorBox>
          <p>{errorMessage(exporter.error, TRADES_UI_TEXTS.exportFailed)}</p>
        </ErrorBox>
      )}

      {trades.isPending ? (
        <TradeSkeleton />
      ) : trades.isError ? (
        <LoadError message={TRADES_UI_TEXTS.loadFailed} error={trades.error} onRetry={() => void trades.refetch()} retrying={trades.isFetching} />
      ) : (
        <>
          <TradeSummaryCards summary={trades.data.summary} />
          {analyticsOpen && <TradeAnalytics id={analyticsId} summary={trades.data.summary} />}
        </>
      )}

      <Card className="p-6">
        <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] md:items-center">
          <SearchBox id="admin-trade-search" label="Search trades" value={searchText} onChange={setSearchText} placeholder="Search trades, parties, commodities" />
          <FilterSelect label="Filter by status" value={filters.status} placeholder="All statuses" options={STATUS_OPTIONS} onChange={(status) => update({ status })} />
          <FilterSelect label="Filter by commodity" value={filters.commodity} placeholder="All commodities" options={COMMODITY_OPTIONS} onChange={(commodity) => update({ commodity })} />
          <FilterSelect label="Filter by type" value={filters.side} placeholder="Buy and sell" options={SIDE_OPTIONS} onChange={(side) => update({ side })} />
          <span className="flex w-5 justify-center">{trades.isFetching && !trades.isPending && <Spinner label="Updating..." />}</span>
        </div>

        <div className="mt-5">
          {trades.isPending ? (
            <Spinner label="Loading trades..." />
          ) : trades.isError ? null : trades.data.trades.length === 0 ? (
            <EmptyState icon={TrendingUp} title="No trades found">
              {values.search || values.status || values.commodity || values.side
                ? 'No trade matches these filters. Change the search or the filters.'
                : 'Buy requests and sell offers appear here once traders and sellers place them.'}
            </EmptyState>
          ) : (
            <ul aria-label="Trades" className="space-y-4">
              {trades.data.trades.map((trade) => (
                <TradeCard key={trade.id} trade={trade} onView={setViewing} onReview={(item, decision) => setReview({ trade: item, decision })} />
              ))}
            </ul>
          )}
        </div>

        {data && (
          <div className="mt-4">
            <Pagination label="Trade pages" page={data.page} totalPages={data.totalPages} onPageChange={(next) => update({ page: next })} busy={trades.isFetching} />
          </div>
        )}
      </Card>

      <TradeDetailDialog trade={viewing} onClose={() => setViewing(null)} />
      <ReviewTradeDialog review={review} onClose={() => setReview(null)} />
    </div>
  );
}
