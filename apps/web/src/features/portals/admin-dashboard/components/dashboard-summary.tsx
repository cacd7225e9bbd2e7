import { Activity, CircleDollarSign, Clock, ListOrdered, ShieldOff, Target, UserCheck, Users } from 'lucide-react';
import { formatMoney } from '../../../../lib/format';
import { PercentChange, StatCard } from '../../components/stat-card';
import type { AdminDashboard } from '../api/get-admin-dashboard';

const number = new Intl.NumberFormat('en-US');
const usd = (value: number) => formatMoney(value, { decimals: 0 });

/** The dashboard's headline figures (spec 2.18): users by status, trades, volume with monthly growth, success rate. */
export function DashboardSummary({ dashboard }: { dashboard: AdminDashboard }) {
  const { users, trades, volume, successRate } = dashboard;
  return (
    <ul aria-label="Platform summary" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <StatCard label="Total Users" value={number.format(users.total)} icon={Users}>
        {number.format(users.byStatus.inactive)} inactive
      </StatCard>
      <StatCard label="Active Users" value={number.format(users.byStatus.active)} icon={UserCheck} accent="text-emerald-300" />
      <StatCard label="Pending Users" value={number.format(users.byStatus.pending)} icon={Clock} accent="text-amber-300" />
      <StatCard label="Suspended Users" value={number.format(users.byStatus.suspended)} icon={ShieldOff} accent="text-red-300" />
      <StatCard label="Total Trades" value={number.format(trades.total)} icon={ListOrdered} accent="text-sky-300">
        {number.format(trades.byStatus.completed)} completed
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
