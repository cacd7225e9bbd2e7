import type { CommodityCategory } from '@ctp/domain/trading';
import { Coins, Fuel } from 'lucide-react';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { type Match, type Order, OrderStatusBadge, useCancelOrder } from '@/features/orders';
import { formatDateTime, formatMoney, formatQuantity } from '@/lib/format';
import { SELLING_CENTER_TEXTS } from '../texts';

/** 'Create New Listing': choose gold or fuel first (spec 2.17). */
export function ChooseListingDialog({ open, onOpenChange, onChoose }: { open: boolean; onOpenChange: (open: boolean) => void; onChoose: (category: CommodityCategory) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create New Listing" description="What would you like to sell?">
      <div className="grid gap-3 sm:grid-cols-2">
        {(
          [
            { category: 'gold', label: 'Gold Selling', text: 'Physical gold in troy ounces', icon: Coins },
            { category: 'fuel', label: 'Fuel Selling', text: 'EN590, Jet A1, Crude Oil or Fuel Oil in MT', icon: Fuel },
          ] as const
        ).map(({ category, label, text, icon: Icon }) => (
          <button
            key={category}
            type="button"
            onClick={() => onChoose(category)}
            className="flex flex-col items-start gap-2 rounded-xl border border-white/10 bg-ink-950/40 p-4 text-start hover:border-gold-500/50 focus-visible:outline-2 focus-visible:outline-gold-400"
          >
            <Icon aria-hidden="true" className="size-5 text-gold-400" />
            <span className="font-semibold text-white">{label}</span>
            <span className="text-xs text-slate-400">{text}</span>
          </button>
        ))}
      </div>
    </Dialog>
  );
}

/** Remove: the listing is cancelled (POST .../cancel) after a confirmation. */
export function RemoveListingDialog({ listing, onClose }: { listing: Order | null; onClose: () => void }) {
  const cancel = useCancelOrder();
  return (
    <ConfirmDialog
      open={listing !== null}
      title="Remove listing"
      description={listing ? `${listing.orderNumber} · ${listing.commodity.name} will be withdrawn and no longer offered to buyers.` : ''}
      confirmLabel="Remove Listing"
      busyLabel="Removing..."
      cancelLabel="Keep Listing"
      busy={cancel.isPending}
      error={cancel.error}
      errorText={SELLING_CENTER_TEXTS.removeFailed}
      onClose={onClose}
      onConfirm={() =>
        listing &&
        cancel.mutate(listing.id, {
          onSuccess: () => {
            cancel.reset();
            onClose();
          },
        })
      }
    />
  );
}

/** View Inquiries: the buyers matched with this listing (GET /api/v1/trading/matches). */
export function InquiriesDialog({ listing, matches, onClose }: { listing: Order | null; matches: Match[]; onClose: () => void }) {
  const mine = listing ? matches.filter((m) => m.sellOrder.id === listing.id) : [];
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => !open && onClose()} title={listing ? `Inquiries for ${listing.orderNumber}` : ''} size="lg">
      {mine.length === 0 ? (
        <p className="text-sm text-slate-400">No buyer has been matched with this listing yet.</p>
      ) : (
        <ul className="divide-y divide-white/5">
          {mine.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div>
                <p className="font-medium text-white">
                  {m.buyOrder.owner.company ?? m.buyOrder.owner.name} · {m.buyOrder.orderNumber}
                </p>
                <p className="text-xs text-slate-400">
                  {formatQuantity(m.quantity, m.sellOrder.unit)} at {formatMoney(m.agreedPrice)} / {m.sellOrder.unit} · matched {formatDateTime(m.matchedAt)}
                </p>
              </div>
              <OrderStatusBadge status={m.status} />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
