import type { TradeParty } from '@ctp/domain/orders';
import type { ReactNode } from 'react';
import { DetailField } from '@/components/ui/detail-field';
import { Dialog } from '@/components/ui/dialog';
import { formatAdminMoney, formatDate, formatDateTime, formatDay, formatMoney, formatPriceRange, formatQuantity } from '@/lib/format';
import type { AdminTrade } from '../api/admin-trade-list';
import { priorityLabel, sideLabel } from '../trade-format';
import { PriorityBadge, TradeStatusBadge } from './trade-badges';
import { counterpartyOf, ownerRole } from './trade-card';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h3 className="text-xs font-semibold tracking-wide text-gold-300 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Party({ role, party }: { role: string; party: TradeParty }) {
  return (
    <div className="rounded-lg border border-white/5 bg-white/5 p-3 text-sm">
      <p className="text-xs text-slate-500">{role}</p>
      <p className="mt-0.5 font-medium text-white">{party.name}</p>
      {party.company && <p className="text-slate-300">{party.company}</p>}
      <a href={`mailto:${party.email}`} className="text-gold-300 hover:underline">
        {party.email}
      </a>
    </div>
  );
}

/** View Details (spec 2.18): the trade's information, its parties with their emails, and the notes. */
export function TradeDetailDialog({ trade, onClose }: { trade: AdminTrade | null; onClose: () => void }) {
  const counterparty = trade && counterpartyOf(trade);
  return (
    <Dialog open={trade !== null} onOpenChange={(open) => !open && onClose()} title={trade ? `Trade ${trade.orderNumber}` : ''} size="lg">
      {trade && (
        <div className="space-y-6">
          <div className="flex flex-wrap gap-2">
            <TradeStatusBadge status={trade.status} />
            <PriorityBadge priority={trade.priority} />
            {trade.urgent && <span className="text-xs font-medium text-red-300">Urgent</span>}
          </div>
          <Section title="Trade information">
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
              <DetailField label="Commodity">{trade.commodity.name}</DetailField>
              <DetailField label="Details">{trade.commodityDetails ?? '—'}</DetailField>
              <DetailField label="Type">{sideLabel(trade.side)}</DetailField>
              <DetailField label="Quantity">{formatQuantity(trade.quantity, trade.unit)}</DetailField>
              <DetailField label="Price range">{formatPriceRange(trade.priceRange, trade.unit)}</DetailField>
              <DetailField label="Total value">{formatAdminMoney(trade.totalValue)}</DetailField>
              <DetailField label="Location">{trade.location}</DetailField>
              <DetailField label="Terms">{trade.terms.join(', ')}</DetailField>
              <DetailField label="Delivery date">{formatDay(trade.deliveryDate)}</DetailField>
              <DetailField label="Priority">{priorityLabel(trade.priority)}</DetailField>
              <DetailField label="Created">{formatDateTime(trade.createdAt)}</DetailField>
              <DetailField label="Updated">{formatDateTime(trade.updatedAt)}</DetailField>
              {trade.matchedAt && <DetailField label="Matched">{formatDate(trade.matchedAt)}</DetailField>}
              {trade.completedAt && <DetailField label="Completed">{formatDate(trade.completedAt)}</DetailField>}
              {trade.finalPrice !== null && <DetailField label="Final price">{formatMoney(trade.finalPrice)}</DetailField>}
            </dl>
            {trade.specifications && <DetailField label="Specifications">{trade.specifications}</DetailField>}
          </Section>
          <Section title="Parties">
            <div className="grid gap-3 sm:grid-cols-2">
              <Party role={ownerRole(trade)} party={trade.owner} />
              {counterparty && <Party role={`Matched ${counterparty.role.toLowerCase()}`} party={counterparty.party} />}
            </div>
          </Section>
          <Section title="Notes">
            <p className="text-sm text-slate-300">{trade.notes ?? 'No notes.'}</p>
          </Section>
        </div>
      )}
    </Dialog>
  );
}
