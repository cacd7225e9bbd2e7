import type { Activity } from '@ctp/domain';
import { cx } from '@/components/ui/cx';
import { TONES } from '@/components/ui/status-badge';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { activityDisplay } from '../activity-format';
import { useTranslateText } from '@/lib/i18n/domain-texts';

interface ActivityItemProps {
  activity: Activity;
  /** The dashboard's compact list leaves out the kind label. */
  compact?: boolean;
}

/** One entry of the feed: its icon, title, description, and when (relative, with the exact time beside it). */
export function ActivityItem({ activity, compact = false }: ActivityItemProps) {
  const display = activityDisplay(activity.type);
  const translate = useTranslateText();
  const Icon = display.icon;
  const exact = formatDateTime(activity.timestamp);
  return (
    <li className="flex gap-4 py-4">
      <span className={cx('flex size-10 shrink-0 items-center justify-center rounded-xl border', TONES[display.tone])}>
        <Icon aria-hidden="true" className="size-4.5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-col gap-x-4 gap-y-0.5 sm:flex-row sm:items-baseline sm:justify-between">
          <p className="truncate text-sm font-semibold text-white">{translate(activity.title)}</p>
          <time dateTime={activity.timestamp} title={exact} className="shrink-0 text-xs text-slate-400">
            {formatRelativeTime(activity.timestamp)}
          </time>
        </div>
        <p className="mt-0.5 text-sm text-slate-400 [overflow-wrap:anywhere]">{translate(activity.description)}</p>
        {!compact && <p className="mt-1 text-xs text-slate-500">{exact}</p>}
      </div>
    </li>
  );
}
