import type { TradeParty } from '@ctp/domain/orders';
import type { ReactNode } from 'react';
import { DetailField } from '@/components/ui/detail-field';
import { Dialog } from '@/components/ui/dialog';
import { ORDER_PRIORITY_LABELS } from '@ctp/domain/order-constants';
import { formatAdminMoney, formatDate, formatDateTime, formatDay, formatMoney, formatPriceRange, formatQuantity } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import type { AdminTrade } from '../api/admin-trade-list';
import { adminTradesTexts } from '../texts';
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
  const { text, t } = useTexts(adminTradesTexts);
  const labels = text.detail;
  const priorities = useDomainTable(ORDER_PRIORITY_LABELS);
  const counterparty = trade && counterpartyOf(trade);
  return (
    <Dialog open={trade !== null} onOpenChange={(open) => !open && onClose()} title={trade ? t('detail.title', { number: trade.orderNumber }) : ''} size="lg">
      {trade && (
        <div className="space-y-6">
          <div className="flex flex-wrap gap-2">
            <TradeStatusBadge status={trade.status} />
            <PriorityBadge priority={trade.priority} />
            {trade.urgent && <span className="text-xs font-medium text-red-300">{labels.urgent}</span>}
          </div>
          <Section title={labels.information}>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
              <DetailField label={labels.commodity}>{trade.commodity.name}</DetailField>
              <DetailField label={labels.details}>{trade.commodityDetails ?? '—'}</DetailField>
              <DetailField label={labels.type}>{sideLabel(trade.side, text.sides)}</DetailField>
              <DetailField label={labels.quantity}>{formatQuantity(trade.quantity, trade.unit)}</DetailField>
              <DetailField label={labels.priceRange}>{formatPriceRange(trade.priceRange, trade.unit)}</DetailField>
              <DetailField label={labels.totalValue}>{formatAdminMoney(trade.totalValue)}</DetailField>
              <DetailField label={labels.location}>{trade.location}</DetailField>
              <DetailField label={labels.terms}>{trade.terms.join(text.separator)}</DetailField>
              <DetailField label={labels.deliveryDate}>{formatDay(trade.deliveryDate)}</DetailField>
              <DetailField label={labels.priority}>{priorityLabel(trade.priority, priorities)}</DetailField>
              <DetailField label={labels.created}>{formatDateTime(trade.createdAt)}</DetailField>
              <DetailField label={labels.updated}>{formatDateTime(trade.updatedAt)}</DetailField>
              {trade.matchedAt && <DetailField label={labels.matched}>{formatDate(trade.matchedAt)}</DetailField>}
              {trade.completedAt && <DetailField label={labels.completed}>{formatDate(trade.completedAt)}</DetailField>}
              {trade.finalPrice !== null && <DetailField label={labels.finalPrice}>{formatMoney(trade.finalPrice)}</DetailField>}
            </dl>
            {trade.specifications && <DetailField label={labels.specifications}>{trade.specifications}</DetailField>}
          </Section>
          <Section title={labels.parties}>
            <div className="grid gap-3 sm:grid-cols-2">
              <Party role={text.card.owners[ownerRole(trade)]} party={trade.owner} />
              {counterparty && <Party role={labels.matchedParty[counterparty.role]} party={counterparty.party} />}
            </div>
          </Section>
          <Section title={labels.notes}>
            <p className="text-sm text-slate-300">{trade.notes ?? labels.noNotes}</p>
          </Section>
        </div>
      )}
    </Dialog>
  );
}
