import type { AdminUser } from '@ctp/domain/admin-users';
import { Eye, PauseCircle, PlayCircle, UserCog } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { StatusBadge } from '@/components/ui/status-badge';
import { DataTable } from '@/components/ui/data-table';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { adminUsersTexts } from '../texts';
import { fullName } from '../user-format';

export interface UserActions {
  onView: (user: AdminUser) => void;
  onChangeRole: (user: AdminUser) => void;
  onSuspend: (user: AdminUser) => void;
  onReactivate: (user: AdminUser) => void;
}

interface UserTableProps extends UserActions {
  users: readonly AdminUser[];
  /** The signed-in administrator: they cannot change their own role or suspend themselves. */
  currentUserId: string | undefined;
  /** The user being reactivated, whose button shows it is busy. */
  reactivatingId: string | null;
}

/** The users of the current page: who they are, their role and status, their trading figures and the actions on them. */
export function UserTable({ users, currentUserId, reactivatingId, onView, onChangeRole, onSuspend, onReactivate }: UserTableProps) {
  const { text, t } = useTexts(adminUsersTexts);
  return (
    <DataTable
      label={text.table.label}
      className="min-w-[56rem]"
      columns={[
        { label: text.table.user },
        { label: text.table.role },
        { label: text.table.status },
        { label: text.table.company },
        { label: text.table.trades, align: 'end' },
        { label: text.table.volume, align: 'end' },
        { label: text.table.lastSignIn },
        { label: text.table.actions, align: 'end' },
      ]}
    >
      {users.map((user) => {
        const self = user.id === currentUserId;
        const name = fullName(user);
        return (
          <tr key={user.id}>
            <th scope="row" className="py-3 pe-4 font-normal">
              <span className="block font-medium text-white">
                {name}
                {self && <span className="ms-2 text-xs font-normal text-gold-300">{text.table.you}</span>}
              </span>
              <span className="block text-xs text-slate-400">{user.email}</span>
            </th>
            <td className="py-3 pe-4">{text.roles[user.role]}</td>
            <td className="py-3 pe-4">
              <StatusBadge value={user.status} />
              {user.status === 'suspended' && user.suspensionReason && (
                <span className="mt-1 block max-w-48 truncate text-xs text-red-200/80" title={user.suspensionReason}>
                  {user.suspensionReason}
                </span>
              )}
            </td>
            <td className="py-3 pe-4">{user.companyName ?? '—'}</td>
            <td className="py-3 pe-4 text-end tabular-nums">{formatNumber(user.totalTrades)}</td>
            <td className="py-3 pe-4 text-end tabular-nums">{formatMoney(user.totalVolume, { decimals: 0 })}</td>
            <td className="py-3 pe-4 text-slate-300">{user.lastLoginAt ? formatDate(user.lastLoginAt) : text.table.never}</td>
            <td className="py-3 text-end whitespace-nowrap">
              <IconButton label={t('table.view', { name })} onClick={() => onView(user)}>
                <Eye aria-hidden="true" className="size-4" />
              </IconButton>
              <IconButton label={t('table.changeRole', { name })} onClick={() => onChangeRole(user)} disabled={self}>
                <UserCog aria-hidden="true" className="size-4" />
              </IconButton>
              {user.status === 'suspended' ? (
                <IconButton label={t('table.reactivate', { name })} tone="green" onClick={() => onReactivate(user)} disabled={reactivatingId === user.id}>
                  <PlayCircle aria-hidden="true" className="size-4" />
                </IconButton>
              ) : (
                <IconButton label={t('table.suspend', { name })} tone="red" onClick={() => onSuspend(user)} disabled={self || user.status !== 'active'}>
                  <PauseCircle aria-hidden="true" className="size-4" />
                </IconButton>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
