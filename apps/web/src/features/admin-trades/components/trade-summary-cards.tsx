import { CheckCircle2, CircleDollarSign, Clock, ListOrdered, PlayCircle, type LucideIcon } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { formatAdminMoney, formatNumber } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { AdminTradeSummary } from '../api/admin-trade-list';
import { adminTradesTexts } from '../texts';

interface SummaryCard {
  key: string;
  label: string;
  value: string;
  icon: LucideIcon;
  accent: string;
}

/** The five figures of spec 2.18, for every trade the filters select, as the server counted them. */
export function TradeSummaryCards({ summary }: { summary: AdminTradeSummary }) {
  const { text } = useTexts(adminTradesTexts);
  const labels = text.summary;
  const cards: SummaryCard[] = [
    { key: 'total', label: labels.total, value: formatNumber(summary.total), icon: ListOrdered, accent: 'text-gold-300' },
    { key: 'pending', label: labels.pendingApproval, value: formatNumber(summary.pendingApproval), icon: Clock, accent: 'text-amber-300' },
    { key: 'active', label: labels.active, value: formatNumber(summary.active), icon: PlayCircle, accent: 'text-sky-300' },
    { key: 'completed', label: labels.completed, value: formatNumber(summary.completed), icon: CheckCircle2, accent: 'text-emerald-300' },
    // The server's traded volume (signed and executed contracts, each deal once), never the orders' price ranges.
    { key: 'volume', label: labels.tradedVolume, value: formatAdminMoney(summary.tradedVolume), icon: CircleDollarSign, accent: 'text-gold-300' },
  ];
  return (
    <ul aria-label={labels.label} className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {cards.map(({ key, label, value, icon, accent }) => (
        <StatCard key={key} label={label} value={value} icon={icon} accent={accent} />
      ))}
    </ul>
  );
}

/** Placeholder blocks in the cards' shape while the first answer is on its way. */
export function TradeSkeleton() {
  const { text } = useTexts(adminTradesTexts);
  return (
    <div role="status" aria-label={text.pane.loading} className="animate-pulse space-y-4 motion-reduce:animate-none">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="h-20 rounded-xl border border-white/5 bg-white/5" />
        ))}
      </div>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="h-40 rounded-xl border border-white/5 bg-white/5" />
      ))}
    </div>
  );
}
