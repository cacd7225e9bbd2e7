import { Activity, CircleDollarSign, Clock, ListOrdered, ShieldOff, Target, UserCheck, Users } from 'lucide-react';
import { PercentChange, StatCard } from '@/components/ui/stat-card';
import { formatMoney, formatNumber } from '@/lib/format';
import type { AdminDashboard } from '../api/get-admin-dashboard';

const usd = (value: number) => formatMoney(value, { decimals: 0 });

/** The dashboard's headline figures (spec 2.18): users by status, trades, volume with monthly growth, success rate. */
export function DashboardSummary({ dashboard }: { dashboard: AdminDashboard }) {
  const { users, trades, volume, successRate } = dashboard;
  return (
    <ul aria-label="Platform summary" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <StatCard label="Total Users" value={formatNumber(users.total)} icon={Users}>
        {formatNumber(users.byStatus.inactive)} inactive
      </StatCard>
      <StatCard label="Active Users" value={formatNumber(users.byStatus.active)} icon={UserCheck} accent="text-emerald-300" />
      <StatCard label="Pending Users" value={formatNumber(users.byStatus.pending)} icon={Clock} accent="text-amber-300" />
      <StatCard label="Suspended Users" value={formatNumber(users.byStatus.suspended)} icon={ShieldOff} accent="text-red-300" />
      <StatCard label="Total Trades" value={formatNumber(trades.total)} icon={ListOrdered} accent="text-sky-300">
        {formatNumber(trades.byStatus.completed)} completed
      </StatCard>
      <StatCard label="Total Volume" value={usd(volume.total)} icon={CircleDollarSign}>
        <PercentChange change={volume.monthlyGrowth} suffix="vs last month" />
      </StatCard>
      <StatCard label="This Month" value={usd(volume.thisMonth)} icon={Activity} accent="text-sky-300">
        {usd(volume.lastMonth)} last month
      </StatCard>
      <StatCard label="Success Rate" value={`${successRate}%`} icon={Target} accent="text-emerald-300">
        Completed over all trades
      </StatCard>
    </ul>
  );
}
