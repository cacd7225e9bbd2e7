import type { CommodityCategory } from '@ctp/domain/trading';
import { Coins, Fuel } from 'lucide-react';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { type Match, type Order, OrderStatusBadge, useCancelOrder } from '@/features/orders';
import { formatDateTime, formatMoney, formatQuantity } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { sellingCenterTexts } from '../texts';

/** 'Create New Listing': choose gold or fuel first (spec 2.17). */
export function ChooseListingDialog({ open, onOpenChange, onChoose }: { open: boolean; onOpenChange: (open: boolean) => void; onChoose: (category: CommodityCategory) => void }) {
  const { text: words } = useTexts(sellingCenterTexts);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={words.createListing} description={words.choose.description}>
      <div className="grid gap-3 sm:grid-cols-2">
        {(
          [
            { category: 'gold', icon: Coins },
            { category: 'fuel', icon: Fuel },
          ] as const
        ).map(({ category, icon: Icon }) => (
          <button
            key={category}
            type="button"
            onClick={() => onChoose(category)}
            className="flex flex-col items-start gap-2 rounded-xl border border-white/10 bg-ink-950/40 p-4 text-start hover:border-gold-500/50 focus-visible:outline-2 focus-visible:outline-gold-400"
          >
            <Icon aria-hidden="true" className="size-5 text-gold-400" />
            <span className="font-semibold text-white">{words.choose[category].label}</span>
            <span className="text-xs text-slate-400">{words.choose[category].text}</span>
          </button>
        ))}
      </div>
    </Dialog>
  );
}

/** Remove: the listing is cancelled (POST .../cancel) after a confirmation. */
export function RemoveListingDialog({ listing, onClose }: { listing: Order | null; onClose: () => void }) {
  const cancel = useCancelOrder();
  const { text, t } = useTexts(sellingCenterTexts);
  return (
    <ConfirmDialog
      open={listing !== null}
      title={text.removeDialog.title}
      description={listing ? t('removeDialog.description', { number: listing.orderNumber, commodity: listing.commodity.name }) : ''}
      confirmLabel={text.removeDialog.confirm}
      busyLabel={text.removeDialog.busy}
      cancelLabel={text.removeDialog.cancel}
      busy={cancel.isPending}
      error={cancel.error}
      errorText={text.removeFailed}
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
  const { text, t } = useTexts(sellingCenterTexts);
  const mine = listing ? matches.filter((m) => m.sellOrder.id === listing.id) : [];
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => !open && onClose()} title={listing ? t('inquiries.title', { number: listing.orderNumber }) : ''} size="lg">
      {mine.length === 0 ? (
        <p className="text-sm text-slate-400">{text.inquiries.none}</p>
      ) : (
        <ul className="divide-y divide-white/5">
          {mine.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div>
                <p className="font-medium text-white">
                  {m.buyOrder.owner.company ?? m.buyOrder.owner.name} · {m.buyOrder.orderNumber}
                </p>
                <p className="text-xs text-slate-400">
                  {t('inquiries.line', {
                    quantity: formatQuantity(m.quantity, m.sellOrder.unit),
                    price: formatMoney(m.agreedPrice),
                    unit: m.sellOrder.unit,
                    date: formatDateTime(m.matchedAt),
                  })}
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
