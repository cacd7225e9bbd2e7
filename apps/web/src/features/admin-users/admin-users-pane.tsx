import { ADMIN_USER_SORTS, SORT_ORDERS, type AdminUser, type AdminUserSort, type SortOrder } from '@ctp/domain/admin-users';
import { LIMITS, ROLES, USER_STATUSES, type Role, type UserStatus } from '@ctp/domain/constants';
import { TEXTS } from '@ctp/domain/texts';
import { Download, SlidersHorizontal, UserPlus, Users } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListPane } from '@/components/ui/list-pane';
import { SearchBox } from '@/components/ui/search-box';
import { FilterSelect, Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useCurrentUser } from '@/lib/session/current-user';
import { useListParams } from '@/lib/use-list-params';
import { useUrlText } from '@/lib/use-url-text';
import { useExportUsers } from './api/export-users';
import { useAdminUsers, type AdminUserFilters } from './api/get-admin-users';
import { useReactivateUser } from './api/reactivate-user';
import { ChangeRoleDialog } from './components/change-role-dialog';
import { CreateUserDialog } from './components/create-user-dialog';
import { EnterpriseCompaniesPanel } from './components/enterprise-companies-panel';
import { SuspendUserDialog } from './components/suspend-user-dialog';
import { UserDetailDialog } from './components/user-detail-dialog';
import { UserTable } from './components/user-table';
import { orderOptions, roleOptions, sortOptions, statusOptions } from './user-format';
import { adminUsersTexts } from './texts';

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => ((values as readonly string[]).includes(value) ? (value as T) : undefined);

/** What a dialog or an action reports back: the server's message, or why it failed. */
type Notice = { kind: 'success' | 'error'; text: string };

/**
 * User Management (spec 2.18), server-backed: every account, searched (case-insensitive on email, names and
 * company), filtered by role and status, sorted and paged by the server, with the filters in the URL.
 * Details, role changes, suspension with a reason, reactivation, user creation and a CSV export of the
 * filtered users. 'More Filters' opens the sort controls.
 */
export function AdminUsersPane() {
  const { text, t } = useTexts(adminUsersTexts);
  const domainTexts = useDomainTable(TEXTS);
  const translate = useTranslateText();
  const { page, values, update } = useListParams(['q', 'role', 'status', 'sort', 'order'] as const);
  const filters: AdminUserFilters = {
    q: values.q || undefined,
    role: oneOf<Role>(ROLES, values.role),
    status: oneOf<UserStatus>(USER_STATUSES, values.status),
    sort: oneOf<AdminUserSort>(ADMIN_USER_SORTS, values.sort),
    order: oneOf<SortOrder>(SORT_ORDERS, values.order),
  };
  const users = useAdminUsers({ ...filters, page, limit: LIMITS.listItems });
  const exporter = useExportUsers();
  const reactivation = useReactivateUser();
  const currentUserId = useCurrentUser().data?.id;
  const [searchText, setSearchText] = useUrlText(values.q, useCallback((q: string | null) => update({ q }), [update]));
  const [moreFilters, setMoreFilters] = useState(Boolean(filters.sort || filters.order));
  const [viewing, setViewing] = useState<string | null>(null);
  const [changingRole, setChangingRole] = useState<AdminUser | null>(null);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const moreFiltersId = useId();
  const data = users.data;
  const filtered = Boolean(filters.q || filters.role || filters.status);
  const succeeded = (text: string) => setNotice({ kind: 'success', text });

  const reactivate = (user: AdminUser) => {
    setNotice(null);
    reactivation.mutate(user.id, {
      onSuccess: (answer) => succeeded(answer.message),
      onError: (error) => setNotice({ kind: 'error', text: t('failures.reactivateFailed', { reason: errorMessage(error, domainTexts.requestFailed) }) }),
    });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-white">{text.pane.heading}</h2>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data ? t(filtered ? 'usersMatching' : 'usersCount', { count: data.total }) : ' '}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => exporter.mutate(filters)} busy={exporter.isPending} busyText={text.pane.exporting}>
            <Download aria-hidden="true" className="size-4" />
            {text.pane.exportUsers}
          </Button>
          <Button
            onClick={() => {
              setNotice(null);
              setCreating(true);
            }}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {text.pane.createUser}
          </Button>
        </div>
      </div>

      {exporter.isError && (
        <ErrorBox>
          <p>{errorMessage(exporter.error, text.failures.exportFailed)}</p>
        </ErrorBox>
      )}
      {notice?.kind === 'success' && <SuccessBox>{translate(notice.text)}</SuccessBox>}
      {notice?.kind === 'error' && (
        <ErrorBox>
          <p>{notice.text}</p>
        </ErrorBox>
      )}

      <Card className="p-6">
        <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto_auto] md:items-center">
          <SearchBox id="admin-user-search" label={text.pane.searchLabel} value={searchText} onChange={setSearchText} placeholder={text.pane.searchPlaceholder} />
          <FilterSelect label={text.pane.roleFilter} value={filters.role} placeholder={text.pane.allRoles} options={roleOptions(text)} onChange={(role) => update({ role })} />
          <FilterSelect label={text.pane.statusFilter} value={filters.status} placeholder={text.pane.allStatuses} options={statusOptions(text)} onChange={(status) => update({ status })} />
          <Button variant="ghost" onClick={() => setMoreFilters((open) => !open)} aria-expanded={moreFilters} aria-controls={moreFiltersId}>
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {text.pane.moreFilters}
          </Button>
          <span className="flex w-5 justify-center">{users.isFetching && !users.isPending && <Spinner label={text.pane.updating} />}</span>
        </div>
        {moreFilters && (
          <div id={moreFiltersId} className="mt-3 grid gap-3 sm:grid-cols-2 md:max-w-md">
            <Select
              label={text.pane.sortBy}
              value={filters.sort ?? 'createdAt'}
              options={sortOptions(text)}
              onChange={(event) => update({ sort: event.target.value === 'createdAt' ? null : event.target.value })}
            />
            <Select
              label={text.pane.order}
              value={filters.order ?? 'desc'}
              options={orderOptions(text)}
              onChange={(event) => update({ order: event.target.value === 'desc' ? null : event.target.value })}
            />
          </div>
        )}

        <div className="mt-5">
          <ListPane
            query={users}
            items={(page) => page.users}
            loadingText={text.pane.loading}
            errorText={domainTexts.usersLoadFailed}
            empty={{ icon: Users, title: text.pane.emptyTitle, text: text.pane.emptyText }}
            filtered={filtered}
            filteredEmpty={{ text: text.pane.filteredEmpty }}
            pagination={{ label: text.pane.pages, onPageChange: (next) => update({ page: next }) }}
          >
            {(items) => (
              <UserTable
                users={items}
                currentUserId={currentUserId}
                reactivatingId={reactivation.isPending ? (reactivation.variables ?? null) : null}
                onView={(user) => setViewing(user.id)}
                onChangeRole={(user) => {
                  setNotice(null);
                  setChangingRole(user);
                }}
                onSuspend={(user) => {
                  setNotice(null);
                  setSuspending(user);
                }}
                onReactivate={reactivate}
              />
            )}
          </ListPane>
        </div>
      </Card>

      <EnterpriseCompaniesPanel />

      <UserDetailDialog userId={viewing} onClose={() => setViewing(null)} />
      <ChangeRoleDialog user={changingRole} onClose={() => setChangingRole(null)} onChanged={succeeded} />
      <SuspendUserDialog user={suspending} onClose={() => setSuspending(null)} onSuspended={succeeded} />
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} onCreated={succeeded} />
    </div>
  );
}
