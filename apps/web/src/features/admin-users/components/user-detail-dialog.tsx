import type { AdminUserDetail } from '@ctp/domain/admin-users';
import { DetailField } from '@/components/ui/detail-field';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { useAdminUser } from '../api/get-admin-user';
import { adminUsersTexts } from '../texts';
import { fullName } from '../user-format';

const when = (value: string | null, otherwise = '—') => (value ? formatDateTime(value) : otherwise);

function UserDetails({ user }: { user: AdminUserDetail }) {
  const { text, t } = useTexts(adminUsersTexts);
  const labels = text.detail;
  const yesNo = (value: boolean) => (value ? labels.yes : labels.no);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2">
        <StatusBadge value={user.status} />
        <span className="text-sm text-slate-300">{text.roles[user.role]}</span>
      </div>
      {user.status === 'suspended' && (
        <p className="rounded-lg border border-red-500/30 bg-red-950/40 px-3 py-2 text-sm text-red-100">
          {t('detail.suspended', { when: when(user.suspendedAt, ''), reason: user.suspensionReason ?? labels.noReason })}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        <DetailField label={labels.company}>{user.companyName ?? '—'}</DetailField>
        <DetailField label={labels.phone}>{user.phoneNumber ?? '—'}</DetailField>
        <DetailField label={labels.country}>{user.country}</DetailField>
        <DetailField label={labels.emailVerified}>{yesNo(user.emailVerified)}</DetailField>
        <DetailField label={labels.phoneVerified}>{yesNo(user.phoneVerified)}</DetailField>
        <DetailField label={labels.kycStatus}>
          <StatusBadge value={user.kycStatus} />
        </DetailField>
        <DetailField label={labels.totalTrades}>{user.totalTrades}</DetailField>
        <DetailField label={labels.totalVolume}>{formatMoney(user.totalVolume, { decimals: 0 })}</DetailField>
        <DetailField label={labels.twoFactor}>{user.twoFactorEnabled ? labels.enabled : labels.off}</DetailField>
        <DetailField label={labels.joined}>{when(user.createdAt)}</DetailField>
        <DetailField label={labels.lastSignIn}>{when(user.lastLoginAt, labels.never)}</DetailField>
        <DetailField label={labels.lastActive}>{when(user.lastActiveAt, labels.never)}</DetailField>
        <DetailField label={labels.activeSessions}>{user.activeSessions}</DetailField>
        <DetailField label={labels.tempPassword}>{user.mustChangePassword ? t('detail.expires', { when: when(user.passwordExpiresAt) }) : labels.no}</DetailField>
        <DetailField label={labels.signInLocked}>{user.lockedUntil ? t('detail.until', { when: when(user.lockedUntil) }) : labels.no}</DetailField>
      </dl>
    </div>
  );
}

/** View details (spec 2.18): the user of spec 3 with the administrator's figures and their sign-in state. */
export function UserDetailDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { text } = useTexts(adminUsersTexts);
  const detail = useAdminUser(userId);
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()} title={detail.data ? fullName(detail.data) : text.detail.title} description={detail.data?.email} size="lg">
      {detail.isPending ? (
        <Spinner label={text.detail.loading} showLabel />
      ) : detail.isError ? (
        <LoadError message={text.failures.loadOneFailed} error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : (
        <UserDetails user={detail.data} />
      )}
    </Dialog>
  );
}
