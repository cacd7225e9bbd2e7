import { LIMITS } from '@ctp/domain/constants';
import { Download, ScrollText } from 'lucide-react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { ListPane } from '@/components/ui/list-pane';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { ScrollArea } from '@/components/ui/scroll-area';
import { errorMessage } from '@/lib/api-client';
import { useListParams } from '@/lib/use-list-params';
import { useUrlText } from '@/lib/use-url-text';
import { useExportAuditLog } from './api/export-audit-log';
import { useAuditLog } from './api/get-audit-log';
import { AuditEntryRow } from './components/audit-entry-row';
import { AUDIT_TEXTS } from './texts';

/** Action families to filter by; the server matches a prefix, so 'auth.' covers every sign-in event. */
const ACTION_OPTIONS = [
  { value: 'auth.', label: 'All sign-in and security events' },
  { value: 'auth.login.success', label: 'Successful sign-ins' },
  { value: 'auth.login.failed', label: 'Failed sign-ins' },
  { value: 'auth.lockout', label: 'Lockouts' },
  { value: 'auth.password_reset', label: 'Password resets' },
  { value: 'admin.', label: 'All administrator actions' },
  { value: 'admin.user.', label: 'User administration' },
  { value: 'admin.settings.', label: 'Settings changes' },
  { value: 'admin.document.', label: 'Document decisions' },
  { value: 'admin.session.', label: 'Revoked sessions' },
  { value: 'admin.alert.', label: 'Acknowledged alerts' },
] as const;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Audit Logs (issue 7): the append-only record of admin actions and security events, newest first,
 * filtered by actor, action and UTC dates with the filters in the URL.
 */
export function AdminAuditPane() {
  const { page, values, update } = useListParams(['actor', 'action', 'from', 'to'] as const);
  const [actorText, setActorText] = useUrlText(values.actor, (actor) => update({ actor }));
  const filters = {
    actor: values.actor || undefined,
    action: values.action || undefined,
    from: isDay(values.from) ? values.from : undefined,
    to: isDay(values.to) ? values.to : undefined,
  };
  const audit = useAuditLog({ ...filters, page, limit: LIMITS.listItems });
  const exporter = useExportAuditLog();
  const data = audit.data;
  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-white">Audit Logs</h2>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data ? `${data.total} ${data.total === 1 ? 'entry' : 'entries'}${filtered ? ' match the filters' : ''}` : ' '}
          </p>
        </div>
        <Button variant="secondary" onClick={() => exporter.mutate(filters)} busy={exporter.isPending} busyText="Exporting...">
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
      </div>

      {exporter.isError && (
        <ErrorBox>
          <p>{errorMessage(exporter.error, AUDIT_TEXTS.exportFailed)}</p>
        </ErrorBox>
      )}

      <Card className="p-6">
        <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
          <TextField label="Actor" type="search" placeholder="Email contains…" maxLength={254} value={actorText} onChange={(event) => setActorText(event.target.value)} />
          <Select
            label="Action"
            value={filters.action ?? ''}
            placeholder="All actions"
            options={ACTION_OPTIONS}
            onChange={(event) => update({ action: event.target.value || null })}
          />
          <TextField label="From (UTC)" type="date" value={filters.from ?? ''} max={filters.to} onChange={(event) => update({ from: event.target.value || null })} />
          <TextField label="To (UTC)" type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => update({ to: event.target.value || null })} />
          <span className="flex w-5 justify-center pb-3">{audit.isFetching && !audit.isPending && <Spinner label="Updating..." />}</span>
        </div>

        <div className="mt-5">
          <ListPane
            query={audit}
            items={(page) => page.entries}
            loadingText="Loading audit log..."
            errorText={AUDIT_TEXTS.loadFailed}
            empty={{ icon: ScrollText, title: 'No audit entries', text: 'Sign-ins and administrator actions are recorded here.' }}
            filtered={filtered}
            filteredEmpty={{ text: 'No entry matches these filters. Change or clear them.' }}
            pagination={{ label: 'Audit log pages', onPageChange: (next) => update({ page: next }) }}
          >
            {(entries) => (
              <ScrollArea label="Audit entries">
                <table className="w-full text-start text-sm">
                  <caption className="sr-only">Audit entries, newest first</caption>
                  <thead className="border-b border-white/10 text-xs tracking-wide text-slate-400 uppercase">
                    <tr>
                      <th scope="col" className="py-2 pe-4 font-medium">When</th>
                      <th scope="col" className="py-2 pe-4 font-medium">Actor</th>
                      <th scope="col" className="py-2 pe-4 font-medium">Action</th>
                      <th scope="col" className="py-2 pe-4 font-medium">Target</th>
                      <th scope="col" className="py-2 font-medium">Address</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-white/5">
                    {entries.map((entry) => (
                      <AuditEntryRow key={entry.id} entry={entry} />
                    ))}
                  </tbody>
                </table>
              </ScrollArea>
            )}
          </ListPane>
        </div>
      </Card>
    </div>
  );
}
