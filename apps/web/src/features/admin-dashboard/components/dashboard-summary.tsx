import { Activity, CircleDollarSign, Clock, ListOrdered, ShieldOff, Target, UserCheck, Users } from 'lucide-react';
import { PercentChange, StatCard } from '@/components/ui/stat-card';
import { formatMoney, formatNumber } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import type { AdminDashboard } from '../api/get-admin-dashboard';
import { adminDashboardTexts } from '../texts';

const usd = (value: number) => formatMoney(value, { decimals: 0 });

/** The dashboard's headline figures (spec 2.18): users by status, trades, volume with monthly growth, success rate. */
export function DashboardSummary({ dashboard }: { dashboard: AdminDashboard }) {
  const { text, t } = useTexts(adminDashboardTexts);
  const { users, trades, volume, successRate } = dashboard;
  return (
    <ul aria-label={text.summary.label} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <StatCard label={text.summary.totalUsers} value={formatNumber(users.total)} icon={Users}>
        {t('summary.inactive', { value: formatNumber(users.byStatus.inactive) })}
      </StatCard>
      <StatCard label={text.summary.activeUsers} value={formatNumber(users.byStatus.active)} icon={UserCheck} accent="text-emerald-300" />
      <StatCard label={text.summary.pendingUsers} value={formatNumber(users.byStatus.pending)} icon={Clock} accent="text-amber-300" />
      <StatCard label={text.summary.suspendedUsers} value={formatNumber(users.byStatus.suspended)} icon={ShieldOff} accent="text-red-300" />
      <StatCard label={text.summary.totalTrades} value={formatNumber(trades.total)} icon={ListOrdered} accent="text-sky-300">
        {t('summary.completed', { value: formatNumber(trades.byStatus.completed) })}
      </StatCard>
      <StatCard label={text.summary.totalVolume} value={usd(volume.total)} icon={CircleDollarSign}>
        <PercentChange change={volume.monthlyGrowth} suffix={text.summary.vsLastMonth} />
      </StatCard>
      <StatCard label={text.summary.thisMonth} value={usd(volume.thisMonth)} icon={Activity} accent="text-sky-300">
        {t('summary.lastMonth', { amount: usd(volume.lastMonth) })}
      </StatCard>
      <StatCard label={text.summary.successRate} value={`${successRate}%`} icon={Target} accent="text-emerald-300">
        {text.summary.successRateHint}
      </StatCard>
    </ul>
  );
}
