import { ACTIVITY_TYPES, LIMITS, type ActivityType } from '@ctp/domain';
import { History } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ListPane } from '@/components/ui/list-pane';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useListParams } from '@/lib/use-list-params';
import { useActivity } from './api/get-activity';
import { activityDisplay } from './activity-format';
import { ActivityItem } from './components/activity-item';
import { ACTIVITY_TEXTS } from './texts';

const TYPE_OPTIONS = ACTIVITY_TYPES.map((type) => ({ value: type, label: activityDisplay(type).label }));
const isActivityType = (value: string): value is ActivityType => (ACTIVITY_TYPES as readonly string[]).includes(value);

/** The activity tab: the user's own feed from GET /api/v1/activity, filtered by kind and paged (10 a page, spec 9). */
export function ActivityPane() {
  const { page, values, update } = useListParams(['type'] as const);
  const type = isActivityType(values.type) ? values.type : undefined;
  const activity = useActivity({ page, limit: LIMITS.activityDefaultLimit, type });
  const data = activity.data;

  return (
    <Card className="p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-white">Account activity</h2>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data ? `${data.total} ${data.total === 1 ? 'entry' : 'entries'}${type ? ` of this kind` : ''}` : ' '}
          </p>
        </div>
        <div className="flex items-center gap-3">
          {activity.isFetching && !activity.isPending && <Spinner label="Updating..." />}
          <Select
            label="Filter by activity type"
            hideLabel
            className="w-full sm:w-64"
            value={type ?? ''}
            placeholder="All activity"
            options={TYPE_OPTIONS}
            onChange={(event) => update({ type: event.target.value || null })}
          />
        </div>
      </div>

      <div className="mt-4">
        <ListPane
          query={activity}
          items={(data) => data.activities}
          loadingText="Loading activity..."
          errorText={ACTIVITY_TEXTS.loadFailed}
          empty={{ icon: History, title: 'No recent activity', text: 'Sign-ins, contract moves and document uploads will show here as they happen.' }}
          filtered={type !== undefined}
          filteredEmpty={{ title: 'No activity of this kind', text: 'Choose another kind, or all activity.' }}
          pagination={{ label: 'Activity pages', onPageChange: (next) => update({ page: next }) }}
        >
          {(entries) => (
            <ul className="divide-y divide-white/5">
              {entries.map((entry) => (
                <ActivityItem key={entry.id} activity={entry} />
              ))}
            </ul>
          )}
        </ListPane>
      </div>
    </Card>
  );
}
