import type { AuditEntry } from '@ctp/domain/admin-system';
import { ScrollArea } from '@/components/ui/scroll-area';
import { formatDateTime } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { adminAuditTexts } from '../texts';

/** The entry's details as indented JSON; `before`/`after` of a change are shown side by side. */
function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const { text } = useTexts(adminAuditTexts);
  const { before, after, ...rest } = details;
  const hasChange = before !== undefined || after !== undefined;
  const block = (value: unknown) => (
    <ScrollArea label={text.entry.detailsLabel} className="rounded-md bg-ink-950/60">
      <pre dir="ltr" className="p-2 text-xs text-slate-300">{JSON.stringify(value, null, 2)}</pre>
    </ScrollArea>
  );
  return (
    <div className="mt-2 space-y-2">
      {hasChange && (
        <div className="grid gap-2 sm:grid-cols-2">
          <div>
            <p className="text-xs font-medium text-slate-400">{text.entry.before}</p>
            {block(before ?? null)}
          </div>
          <div>
            <p className="text-xs font-medium text-slate-400">{text.entry.after}</p>
            {block(after ?? null)}
          </div>
        </div>
      )}
      {Object.keys(rest).length > 0 && block(rest)}
    </div>
  );
}

/** One audit entry: when (UTC shown as a tooltip), who, what, on what, from where, and its details on demand. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const { text } = useTexts(adminAuditTexts);
  return (
    <tr className="align-top">
      <td className="py-3 pe-4 whitespace-nowrap text-slate-300">
        <time dateTime={entry.createdAt} title={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </time>
      </td>
      <td className="py-3 pe-4 text-slate-200">{entry.actorEmail ?? <span className="text-slate-500">{text.entry.system}</span>}</td>
      <td className="py-3 pe-4">
        <code className="text-gold-300">{entry.action}</code>
        {entry.details && (
          <details className="mt-1">
            <summary className="cursor-pointer text-xs text-slate-400 hover:text-slate-200">{text.entry.details}</summary>
            <AuditDetails details={entry.details} />
          </details>
        )}
      </td>
      <td className="py-3 pe-4 break-all text-slate-400">{entry.target ?? '—'}</td>
      <td className="py-3 whitespace-nowrap text-slate-400">{entry.ip ?? '—'}</td>
    </tr>
  );
}
