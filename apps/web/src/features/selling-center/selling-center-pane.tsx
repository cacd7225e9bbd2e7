import { LISTING_STATUS_LABELS, LISTING_TABS } from '@ctp/domain/order-constants';
import type { CommodityCategory } from '@ctp/domain/trading';
import { CheckCircle2, CircleDollarSign, MessagesSquare, Plus, Store } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CountTabs } from '@/components/ui/count-tabs';
import { ListPane } from '@/components/ui/list-pane';
import { StatCard } from '@/components/ui/stat-card';
import {
  formValuesOf,
  type Order,
  ordersTexts,
  type OrderDialogRequest,
  OrderFormDialog,
  OrderHeading,
  OrderStatusBadge,
  useDialogRequest,
  useMatches,
  useOrders,
  useReceiptDownload,
} from '@/features/orders';
import { dashboardStatsQueryOptions } from '@/features/dashboard';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { useListParams } from '@/lib/use-list-params';
import { ChooseListingDialog, InquiriesDialog, RemoveListingDialog } from './components/listing-dialogs';
import { listingCount, sellingSummary } from './selling-summary';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { sellingCenterTexts } from './texts';

const TABS = ['active', 'pending', 'sold'] as const;
type ListingTab = (typeof TABS)[number];

type FormRequest = OrderDialogRequest & { editing?: Order };

/**
 * The seller's Selling Center (spec 2.17): listings are the seller's sell orders; tabs Active, Pending
 * (under review) and Sold (completed), summary cards counted from the server's listings and matches, and the
 * revenue the server computes from the seller's contracts.
 */
export function SellingCenterPane() {
  const { values, update } = useListParams(['listings'] as const);
  const tab: ListingTab = (TABS as readonly string[]).includes(values.listings) ? (values.listings as ListingTab) : 'active';
  const orders = useOrders({ side: 'sell', page: 1, limit: 100 });
  const matches = useMatches();
  // The seller's revenue is the server's: traded contracts, each once at its contract price.
  const stats = useQuery(dashboardStatsQueryOptions());
  const [choosing, setChoosing] = useState(false);
  const [form, setForm] = useDialogRequest<FormRequest>();
  const [removing, setRemoving] = useState<Order | null>(null);
  const [inquiries, setInquiries] = useState<Order | null>(null);
  const panelId = useId();
  const { text } = useTexts(sellingCenterTexts);

  const summary = orders.data ? sellingSummary(orders.data, matches.data ?? []) : null;
  const choose = (category: CommodityCategory) => {
    setChoosing(false);
    setForm({ category });
  };

  return (
    <div className="space-y-6">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={text.summary}>
        {(
          [
            ['activeListings', summary?.activeListings, Store],
            ['totalInquiries', matches.data ? summary?.totalInquiries : undefined, MessagesSquare],
            ['completedSales', summary?.completedSales, CheckCircle2],
            ['revenue', stats.data ? formatMoney(stats.data.revenue) : undefined, CircleDollarSign],
          ] as const
        ).map(([key, value, icon]) => (
          <StatCard key={key} label={text.stats[key]} value={value ?? '–'} icon={icon} />
        ))}
      </ul>

      <Card className="p-6">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-white/5 pb-3">
          <CountTabs
            label={text.listings}
            tabs={TABS.map((id) => ({ id, label: text.tabs[id], count: orders.data ? listingCount(orders.data, LISTING_TABS[id]) : null }))}
            selected={tab}
            onSelect={(id) => update({ listings: id === 'active' ? null : id })}
            panelId={panelId}
          />
          <Button onClick={() => setChoosing(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {text.createListing}
          </Button>
        </div>

        <div id={panelId} role="tabpanel" aria-label={text.tabs[tab]} className="mt-4">
          <ListPane
            query={orders}
            items={(list) => list.orders.filter((o) => (LISTING_TABS[tab] as readonly string[]).includes(o.status))}
            loadingText={text.loading}
            errorText={text.loadFailed}
            empty={{
              icon: Store,
              title: text.emptyTitles[tab],
              text: tab === 'sold' ? text.emptySold : text.emptyOther,
            }}
          >
            {(shown) => (
              <ul className="space-y-4">
                {shown.map((listing) => (
                  <ListingCard
                    key={listing.id}
                    listing={listing}
                    tab={tab}
                    inquiries={matches.data?.filter((m) => m.sellOrder.id === listing.id).length}
                    onEdit={() => setForm({ category: listing.commodity.category, initial: formValuesOf(listing, { keepDate: true }), editing: listing })}
                    onRemove={() => setRemoving(listing)}
                    onInquiries={() => setInquiries(listing)}
                    onSellSimilar={() => setForm({ category: listing.commodity.category, initial: formValuesOf(listing) })}
                  />
                ))}
              </ul>
            )}
          </ListPane>
        </div>
      </Card>

      <ChooseListingDialog open={choosing} onOpenChange={setChoosing} onChoose={choose} />
      <OrderFormDialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        side="sell"
        category={form?.category ?? 'gold'}
        initial={form?.initial}
        editing={form && 'editing' in form ? (form as FormRequest).editing : undefined}
      />
      <RemoveListingDialog listing={removing} onClose={() => setRemoving(null)} />
      <InquiriesDialog listing={inquiries} matches={matches.data ?? []} onClose={() => setInquiries(null)} />
    </div>
  );
}

interface ListingCardProps {
  listing: Order;
  tab: ListingTab;
  inquiries: number | undefined;
  onEdit: () => void;
  onRemove: () => void;
  onInquiries: () => void;
  onSellSimilar: () => void;
}

function ListingCard({ listing, tab, inquiries, onEdit, onRemove, onInquiries, onSellSimilar }: ListingCardProps) {
  const receipt = useReceiptDownload(listing, listing.contractId);
  const { text, t } = useTexts(sellingCenterTexts);
  const { text: orderWords } = useTexts(ordersTexts);
  const listingLabels = useDomainTable(LISTING_STATUS_LABELS);

  return (
    <li className="rounded-xl border border-white/10 bg-ink-950/40 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <OrderHeading order={listing}>
          <p className="text-xs text-slate-500">
            {t('listed', { date: formatDate(listing.createdAt) })}
            {tab === 'sold' && listing.finalPrice !== null && (
              <>
                {t('soldAt', { price: formatMoney(listing.finalPrice), unit: listing.unit, value: formatMoney(listing.finalPrice * listing.quantity) })}
                {listing.completedAt && ` · ${formatDate(listing.completedAt)}`}
              </>
            )}
          </p>
        </OrderHeading>
        <OrderStatusBadge status={listing.status} label={listing.status === 'pending' ? listingLabels.pending : undefined} />
      </div>

      {receipt.isError && <ErrorBox className="mt-3">{errorMessage(receipt.error, orderWords.receiptFailed)}</ErrorBox>}

      {tab === 'pending' && <p className="mt-3 text-sm text-amber-200/90">{text.underReview}</p>}
      {tab === 'active' && (
        <div className="mt-4 flex flex-wrap gap-2">
          {listing.status === 'active' && (
            <>
              <Button variant="secondary" onClick={onEdit}>
                {text.edit}
              </Button>
              <Button variant="ghost" onClick={onRemove}>
                {text.remove}
              </Button>
            </>
          )}
          <Button variant="ghost" onClick={onInquiries}>
            {inquiries !== undefined ? t('viewInquiriesCount', { count: inquiries }) : text.viewInquiries}
          </Button>
        </div>
      )}
      {tab === 'sold' && (
        <div className="mt-4 flex flex-wrap gap-2">
          {listing.contractId && (
            <Button variant="secondary" onClick={() => receipt.mutate()} busy={receipt.isPending} busyText={text.preparing}>
              {text.downloadReceipt}
            </Button>
          )}
          <Button variant="ghost" onClick={onSellSimilar}>
            {text.sellSimilar}
          </Button>
        </div>
      )}
    </li>
  );
}
