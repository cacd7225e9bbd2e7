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
import { useTexts } from '@/lib/i18n/texts';
import { adminAuditTexts } from './texts';

/** Action families to filter by; the server matches a prefix, so 'auth.' covers every sign-in event. */
const ACTION_FILTERS = [
  { value: 'auth.', key: 'auth' },
  { value: 'auth.login.success', key: 'loginSuccess' },
  { value: 'auth.login.failed', key: 'loginFailed' },
  { value: 'auth.lockout', key: 'lockout' },
  { value: 'auth.password_reset', key: 'passwordReset' },
  { value: 'admin.', key: 'admin' },
  { value: 'admin.user.', key: 'users' },
  { value: 'admin.settings.', key: 'settings' },
  { value: 'admin.document.', key: 'documents' },
  { value: 'admin.session.', key: 'sessions' },
  { value: 'admin.alert.', key: 'alerts' },
] as const;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Audit Logs (issue 7): the append-only record of admin actions and security events, newest first,
 * filtered by actor, action and UTC dates with the filters in the URL.
 */
export function AdminAuditPane() {
  const { text, t } = useTexts(adminAuditTexts);
  const actionOptions = ACTION_FILTERS.map(({ value, key }) => ({ value, label: text.actions[key] }));
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
          <h2 className="text-base font-semibold text-white">{text.title}</h2>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data ? t(filtered ? 'entriesFiltered' : 'entries', { count: data.total }) : ' '}
          </p>
        </div>
        <Button variant="secondary" onClick={() => exporter.mutate(filters)} busy={exporter.isPending} busyText={text.exporting}>
          <Download aria-hidden="true" className="size-4" />
          {text.exportCsv}
        </Button>
      </div>

      {exporter.isError && (
        <ErrorBox>
          <p>{errorMessage(exporter.error, text.exportFailed)}</p>
        </ErrorBox>
      )}

      <Card className="p-6">
        <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
          <TextField label={text.actor} type="search" placeholder={text.emailContains} maxLength={254} value={actorText} onChange={(event) => setActorText(event.target.value)} />
          <Select
            label={text.action}
            value={filters.action ?? ''}
            placeholder={text.allActions}
            options={actionOptions}
            onChange={(event) => update({ action: event.target.value || null })}
          />
          <TextField label={text.from} type="date" value={filters.from ?? ''} max={filters.to} onChange={(event) => update({ from: event.target.value || null })} />
          <TextField label={text.to} type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => update({ to: event.target.value || null })} />
          <span className="flex w-5 justify-center pb-3">{audit.isFetching && !audit.isPending && <Spinner label={text.updating} />}</span>
        </div>

        <div className="mt-5">
          <ListPane
            query={audit}
            items={(page) => page.entries}
            loadingText={text.loading}
            errorText={text.loadFailed}
            empty={{ icon: ScrollText, title: text.emptyTitle, text: text.emptyText }}
            filtered={filtered}
            filteredEmpty={{ text: text.filteredEmpty }}
            pagination={{ label: text.pages, onPageChange: (next) => update({ page: next }) }}
          >
            {(entries) => (
              <ScrollArea label={text.table.label}>
                <table className="w-full text-start text-sm">
                  <caption className="sr-only">{text.table.caption}</caption>
                  <thead className="border-b border-white/10 text-xs tracking-wide text-slate-400 uppercase">
                    <tr>
                      <th scope="col" className="py-2 pe-4 font-medium">{text.table.when}</th>
                      <th scope="col" className="py-2 pe-4 font-medium">{text.table.actor}</th>
                      <th scope="col" className="py-2 pe-4 font-medium">{text.table.action}</th>
                      <th scope="col" className="py-2 pe-4 font-medium">{text.table.target}</th>
                      <th scope="col" className="py-2 font-medium">{text.table.address}</th>
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
