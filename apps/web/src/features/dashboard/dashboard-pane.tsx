import { TEXTS } from '@ctp/domain/texts';
import { ArrowRight, BadgeCheck, CircleDollarSign, ClipboardList, FileSignature, History, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadError } from '@/components/ui/list-pane';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { StatusBadge } from '@/components/ui/status-badge';
import { ActivityItem } from '@/features/activity';
import { formatMoney } from '@/lib/format';
import { useCurrentUser } from '@/lib/session/current-user';
import { useTexts } from '@/lib/i18n/texts';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useDashboardStats } from './api/get-dashboard-stats';
import { dashboardTexts } from './texts';
import { ContractsByStatus } from './components/contracts-by-status';
import { PromoCards } from './components/promo-cards';

/** Spec 9: the dashboard lists the 5 newest activities. */
const RECENT_ACTIVITY_SHOWN = 5;

interface DashboardPaneProps {
  role: 'trader' | 'seller';
  /** Where the portal's activity, contracts and trading tabs are. */
  links: { activity: string; contracts: string; trading: string };
}

/** The dashboard tab (spec 2.16): headline figures from GET /api/v1/dashboard/stats, recent activity and the two trading invitations. */
export function DashboardPane({ role, links }: DashboardPaneProps) {
  const stats = useDashboardStats();
  const { text } = useTexts(dashboardTexts);
  const texts = useDomainTable(TEXTS);

  if (stats.isPending) return <PageSpinner label={text.loading} />;
  if (stats.isError) {
    return <LoadError message={texts.dashboardLoadFailed} error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />;
  }
  const data = stats.data;
  if (!data) return <EmptyState icon={ClipboardList} title={text.noData} />;

  const recent = data.recentActivity.slice(0, RECENT_ACTIVITY_SHOWN);
  return (
    <div className="space-y-8">
      <section aria-label={text.summary} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard size="lg" label={text.activeContracts} icon={FileSignature} value={data.activeContracts}>
          <span className="font-medium text-amber-300 tabular-nums">{data.contractsByStatus.pending}</span> {text.pendingSignature}
        </StatCard>
        <StatCard size="lg" label={text.pendingActions} icon={ClipboardList} value={data.pendingActions}>
          {text.awaitingAttention}
        </StatCard>
        <StatCard size="lg" label={text.tradeVolume} icon={CircleDollarSign} value={formatMoney(data.tradeVolume)}>
          {text.last30Days}
        </StatCard>
        <AccountStatusCard />
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-6 lg:col-span-2">
          <div className="flex items-center justify-between gap-4">
            <h2 className="text-base font-semibold text-white">{text.recentActivity}</h2>
            <Link
              to={links.activity}
              className="inline-flex items-center gap-1 rounded text-sm font-medium text-gold-300 hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-gold-400"
            >
              {text.viewAll} <ArrowRight aria-hidden="true" className="rtl:-scale-x-100 size-3.5" />
            </Link>
          </div>
          {recent.length === 0 ? (
            <EmptyState icon={History} title={text.noRecentActivity} className="py-8">
              {text.noRecentActivityBody}
            </EmptyState>
          ) : (
            <ul className="mt-2 divide-y divide-white/5">
              {recent.map((activity) => (
                <ActivityItem key={activity.id} activity={activity} compact />
              ))}
            </ul>
          )}
        </Card>
        <ContractsByStatus counts={data.contractsByStatus} contractsHref={links.contracts} />
      </div>

      <PromoCards tradingHref={links.trading} role={role} />
    </div>
  );
}

/** The account as the server knows it now (spec 2.16 had a static 'Verified'): status and KYC review. */
function AccountStatusCard() {
  const profile = useCurrentUser();
  const { text } = useTexts(dashboardTexts);
  const user = profile.data;
  const verified = user?.status === 'active' && user.kycStatus === 'approved';
  return (
    <StatCard
      size="lg"
      label={text.accountStatus}
      icon={verified ? BadgeCheck : ShieldAlert}
      value={
        user ? (
          <span className="text-2xl">{verified ? text.verified : user.status === 'active' ? text.active : <span className="capitalize">{text.userStatuses[user.status]}</span>}</span>
        ) : profile.isError ? (
          <span className="text-base text-slate-400">{text.unavailable}</span>
        ) : (
          <Spinner label={text.loadingStatus} />
        )
      }
    >
      {user ? (
        <span className="inline-flex items-center gap-2">
          {text.kyc} <StatusBadge value={user.kycStatus} />
        </span>
      ) : (
        ' '
      )}
    </StatCard>
  );
}
