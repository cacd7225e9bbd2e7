import { LISTING_STATUS_LABELS, LISTING_TABS } from '@ctp/domain/order-constants';
import type { CommodityCategory } from '@ctp/domain/trading';
import { Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { ErrorBox } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { getContract } from '../contracts/api/get-contract';
import { EmptyState, LoadError } from '../components/pane-states';
import { useListParams } from '../components/use-list-params';
import { CountTabs } from '../matching-center/components/count-tabs';
import { downloadText, receiptFileName, receiptText } from '../matching-center/receipt';
import { useMatches } from '../trading/api/get-matches';
import { useOrders } from '../trading/api/get-orders';
import type { Order } from '../trading/api/order-model';
import { OrderFormDialog } from '../trading/components/order-form-dialog';
import { OrderStatusBadge } from '../trading/components/order-status-badge';
import { formatPriceRange, formatQuantity, locationLabel } from '../trading/order-format';
import { formValuesOf, type OrderDialogRequest } from '../trading/order-prefill';
import { useDialogRequest } from '../trading/use-dialog-request';
import { ChooseListingDialog, InquiriesDialog, RemoveListingDialog } from './components/listing-dialogs';
import { listingCount, sellingSummary } from './selling-summary';

const TABS = ['active', 'pending', 'sold'] as const;
type ListingTab = (typeof TABS)[number];
const TAB_LABELS: Record<ListingTab, string> = { active: 'Active', pending: 'Pending', sold: 'Sold' };

type FormRequest = OrderDialogRequest & { editing?: Order };

/**
 * The seller's Selling Center (spec 2.17): listings are the seller's sell orders; tabs Active, Pending
 * (under review) and Sold (completed), summary cards computed from the server's listings and matches.
 */
export function SellingCenterPane() {
  const { values, update } = useListParams(['listings'] as const);
  const tab: ListingTab = (TABS as readonly string[]).includes(values.listings) ? (values.listings as ListingTab) : 'active';
  const orders = useOrders({ side: 'sell', page: 1, limit: 100 });
  const matches = useMatches();
  const [choosing, setChoosing] = useState(false);
  const [form, setForm] = useDialogRequest<FormRequest>();
  const [removing, setRemoving] = useState<Order | null>(null);
  const [inquiries, setInquiries] = useState<Order | null>(null);

  const summary = orders.data ? sellingSummary(orders.data, matches.data ?? []) : null;
  const shown = orders.data?.orders.filter((o) => (LISTING_TABS[tab] as readonly string[]).includes(o.status)) ?? [];
  const choose = (category: CommodityCategory) => {
    setChoosing(false);
    setForm({ category });
  };

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Selling summary">
        {(
          [
            ['Active listings', summary?.activeListings],
            ['Total inquiries', matches.data ? summary?.totalInquiries : undefined],
            ['Completed sales', summary?.completedSales],
            ['Revenue', summary ? formatMoney(summary.revenue) : undefined],
          ] as const
        ).map(([label, value]) => (
          <Card key={label} className="p-5">
            <p className="text-sm text-slate-400">{label}</p>
            <p className="mt-1 text-2xl font-semibold text-white" aria-label={`${label}: ${value ?? 'loading'}`}>
              {value ?? '–'}
            </p>
          </Card>
        ))}
      </div>

      <Card className="p-6">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-white/5 pb-3">
          <CountTabs
            label="Listings"
            tabs={TABS.map((id) => ({ id, label: TAB_LABELS[id], count: orders.data ? listingCount(orders.data, LISTING_TABS[id]) : null }))}
            selected={tab}
            onSelect={(id) => update({ listings: id === 'active' ? null : id })}
          />
          <Button onClick={() => setChoosing(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Create New Listing
          </Button>
        </div>

        <div role="tabpanel" aria-label={TAB_LABELS[tab]} className="mt-4">
          {orders.isPending ? (
            <div className="py-12 text-center">
              <Spinner label="Loading your listings..." showLabel />
            </div>
          ) : orders.isError ? (
            <LoadError message="Failed to load your listings" error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
          ) : shown.length === 0 ? (
            <EmptyState icon={Store} title={`No ${TAB_LABELS[tab].toLowerCase()} listings`}>
              {tab === 'sold' ? 'Listings you have sold appear here.' : 'Create a listing to offer gold or fuel to our buyers.'}
            </EmptyState>
          ) : (
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
  const [receiptError, setReceiptError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const downloadReceipt = async () => {
    if (!listing.contractId) return;
    setBusy(true);
    setReceiptError(null);
    try {
      downloadText(receiptFileName(listing), receiptText(listing, await getContract(listing.contractId)));
    } catch (error) {
      setReceiptError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="rounded-xl border border-white/10 bg-ink-950/40 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-white">
            {listing.orderNumber} · {listing.commodity.name}
          </p>
          <p className="mt-0.5 text-sm text-slate-400">
            {formatQuantity(listing)} · {formatPriceRange(listing)} · {locationLabel(listing.location)} · {listing.terms.join(', ')}
          </p>
          <p className="text-xs text-slate-500">
            Listed {formatDate(listing.createdAt)}
            {tab === 'sold' && listing.finalPrice !== null && (
              <>
                {' '}· sold at {formatMoney(listing.finalPrice)} / {listing.unit} · value {formatMoney(listing.finalPrice * listing.quantity)}
                {listing.completedAt && ` · ${formatDate(listing.completedAt)}`}
              </>
            )}
          </p>
        </div>
        <OrderStatusBadge status={listing.status} label={listing.status === 'pending' ? LISTING_STATUS_LABELS.pending : undefined} />
      </div>

      {receiptError !== null && <ErrorBox className="mt-3">{errorMessage(receiptError, 'Failed to download receipt')}</ErrorBox>}

      {tab === 'pending' && <p className="mt-3 text-sm text-amber-200/90">Listing is under review and will be published once approved</p>}
      {tab === 'active' && (
        <div className="mt-4 flex flex-wrap gap-2">
          {listing.status === 'active' && (
            <>
              <Button variant="secondary" onClick={onEdit}>
                Edit
              </Button>
              <Button variant="ghost" onClick={onRemove}>
                Remove
              </Button>
            </>
          )}
          <Button variant="ghost" onClick={onInquiries}>
            View Inquiries{inquiries !== undefined ? ` (${inquiries})` : ''}
          </Button>
        </div>
      )}
      {tab === 'sold' && (
        <div className="mt-4 flex flex-wrap gap-2">
          {listing.contractId && (
            <Button variant="secondary" onClick={() => void downloadReceipt()} busy={busy} busyText="Preparing...">
              Download Receipt
            </Button>
          )}
          <Button variant="ghost" onClick={onSellSimilar}>
            Sell Similar
          </Button>
        </div>
      )}
    </li>
  );
}
