import type { ActivitySeverity, SystemActivity } from '@ctp/domain/analytics';
import { History } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { EmptyState } from '@/components/ui/list-pane';
import { TONES, type Tone } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { adminDashboardTexts } from '../texts';

const SEVERITY_TONES: Record<ActivitySeverity, Tone> = { low: 'gray', medium: 'yellow', high: 'red' };

export function SeverityBadge({ severity }: { severity: ActivitySeverity }) {
  const { text } = useTexts(adminDashboardTexts);
  return (
    <span className={cx('rounded-full border px-2 py-0.5 text-xs font-medium capitalize', TONES[SEVERITY_TONES[severity]])}>
      {text.activity.severity[severity]}
      <span className="sr-only">{text.activity.severitySuffix}</span>
    </span>
  );
}

/** The newest audit entries with their severity (low, medium or high). The action is the server's code, shown as it is. */
export function RecentSystemActivity({ entries }: { entries: SystemActivity[] }) {
  const { text } = useTexts(adminDashboardTexts);
  return (
    <Card className="p-6">
      <h3 className="text-sm font-semibold text-white">{text.activity.title}</h3>
      {entries.length === 0 ? (
        <EmptyState icon={History} title={text.activity.emptyTitle}>
          {text.activity.emptyText}
        </EmptyState>
      ) : (
        <ul aria-label={text.activity.listLabel} className="mt-4 divide-y divide-white/5">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-start justify-between gap-3 py-2.5 text-sm">
              <div className="min-w-0">
                <p className="truncate font-mono text-xs text-slate-200">{entry.action}</p>
                <p className="truncate text-xs text-slate-500">
                  {entry.actorEmail ?? text.activity.system}
                  {entry.target ? ` → ${entry.target}` : ''} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </p>
              </div>
              <SeverityBadge severity={entry.severity} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
