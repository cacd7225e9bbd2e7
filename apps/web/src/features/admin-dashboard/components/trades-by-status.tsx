import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@ctp/domain/order-constants';
import { CONTRACT_STATUSES } from '@ctp/domain/contracts';
import { Card } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatNumber } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import type { AdminDashboard } from '../api/get-admin-dashboard';
import { adminDashboardTexts } from '../texts';

/** Every trade status of spec 4 with its count and its share of all trades as a bar, then the contracts by status. */
export function TradesByStatus({ trades, contracts }: Pick<AdminDashboard, 'trades' | 'contracts'>) {
  const { text } = useTexts(adminDashboardTexts);
  const statusLabels = useDomainTable(ORDER_STATUS_LABELS);
  return (
    <Card className="p-6">
      <h3 className="text-sm font-semibold text-white">{text.statuses.tradesTitle}</h3>
      <ul aria-label={text.statuses.tradesLabel} className="mt-4 space-y-2.5">
        {ORDER_STATUSES.map((status) => {
          const count = trades.byStatus[status];
          const share = trades.total === 0 ? 0 : (count / trades.total) * 100;
          return (
            <li key={status} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="text-slate-300">{statusLabels[status]}</span>
                <span className="font-medium text-white tabular-nums">{formatNumber(count)}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-white/5">
                <div className="h-full rounded-full bg-gold-400/70" style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <h3 className="mt-6 text-sm font-semibold text-white">{text.statuses.contractsTitle}</h3>
      <ul aria-label={text.statuses.contractsLabel} className="mt-3 flex flex-wrap gap-2">
        {CONTRACT_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-1.5 text-sm">
            <StatusBadge value={status} kind="contract" />
            <span className="font-medium text-white tabular-nums">{formatNumber(contracts.byStatus[status])}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
