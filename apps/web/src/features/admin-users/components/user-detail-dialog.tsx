import type { AdminUserDetail } from '@ctp/domain/admin-users';
import { DetailField } from '@/components/ui/detail-field';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useAdminUser } from '../api/get-admin-user';
import { ROLE_LABELS, fullName } from '../user-format';
import { ADMIN_USER_UI_TEXTS } from '../texts';

const when = (value: string | null, otherwise = '—') => (value ? formatDateTime(value) : otherwise);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function UserDetails({ user }: { user: AdminUserDetail }) {
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2">
        <StatusBadge value={user.status} />
        <span className="text-sm text-slate-300">{ROLE_LABELS[user.role]}</span>
      </div>
      {user.status === 'suspended' && (
        <p className="rounded-lg border border-red-500/30 bg-red-950/40 px-3 py-2 text-sm text-red-100">
          Suspended {when(user.suspendedAt, '')}: {user.suspensionReason ?? 'no reason recorded'}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        <DetailField label="Company">{user.companyName ?? '—'}</DetailField>
        <DetailField label="Phone">{user.phoneNumber ?? '—'}</DetailField>
        <DetailField label="Country">{user.country}</DetailField>
        <DetailField label="Email verified">{yesNo(user.emailVerified)}</DetailField>
        <DetailField label="Phone verified">{yesNo(user.phoneVerified)}</DetailField>
        <DetailField label="KYC status">
          <StatusBadge value={user.kycStatus} />
        </DetailField>
        <DetailField label="Total trades">{user.totalTrades}</DetailField>
        <DetailField label="Total volume">{formatMoney(user.totalVolume, { decimals: 0 })}</DetailField>
        <DetailField label="Two-factor sign-in">{user.twoFactorEnabled ? 'Enabled' : 'Off'}</DetailField>
        <DetailField label="Joined">{when(user.createdAt)}</DetailField>
        <DetailField label="Last sign-in">{when(user.lastLoginAt, 'Never')}</DetailField>
        <DetailField label="Last active">{when(user.lastActiveAt, 'Never')}</DetailField>
        <DetailField label="Active sessions">{user.activeSessions}</DetailField>
        <DetailField label="Temporary password">{user.mustChangePassword ? `Expires ${when(user.passwordExpiresAt)}` : 'No'}</DetailField>
        <DetailField label="Sign-in locked">{user.lockedUntil ? `Until ${when(user.lockedUntil)}` : 'No'}</DetailField>
      </dl>
    </div>
  );
}

/** View details (spec 2.18): the user of spec 3 with the administrator's figures and their sign-in state. */
export function UserDetailDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const detail = useAdminUser(userId);
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()} title={detail.data ? fullName(detail.data) : 'User Details'} description={detail.data?.email} size="lg">
      {detail.isPending ? (
        <Spinner label="Loading user..." showLabel />
      ) : detail.isError ? (
        <LoadError message={ADMIN_USER_UI_TEXTS.loadOneFailed} error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : (
        <UserDetails user={detail.data} />
      )}
    </Dialog>
  );
}
