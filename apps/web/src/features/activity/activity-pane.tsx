import { ACTIVITY_TYPES, LIMITS, type ActivityType } from '@ctp/domain';
import { History } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ListPane } from '@/components/ui/list-pane';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useListParams } from '@/lib/use-list-params';
import { useActivity } from './api/get-activity';
import { activityTypeLabel } from './activity-format';
import { ActivityItem } from './components/activity-item';
import { useTexts } from '@/lib/i18n/texts';
import { activityTexts } from './texts';

const isActivityType = (value: string): value is ActivityType => (ACTIVITY_TYPES as readonly string[]).includes(value);

/** The activity tab: the user's own feed from GET /api/v1/activity, filtered by kind and paged (10 a page, spec 9). */
export function ActivityPane() {
  const { page, values, update } = useListParams(['type'] as const);
  const type = isActivityType(values.type) ? values.type : undefined;
  const activity = useActivity({ page, limit: LIMITS.activityDefaultLimit, type });
  const data = activity.data;
  const { text, t } = useTexts(activityTexts);
  const typeOptions = ACTIVITY_TYPES.map((value) => ({ value, label: activityTypeLabel(text.types, value) }));

  return (
    <Card className="p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-white">{text.title}</h2>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data ? t(type ? 'entriesOfKind' : 'entries', { count: data.total }) : ' '}
          </p>
        </div>
        <div className="flex items-center gap-3">
          {activity.isFetching && !activity.isPending && <Spinner label={text.updating} />}
          <Select
            label={text.filter}
            hideLabel
            className="w-full sm:w-64"
            value={type ?? ''}
            placeholder={text.allActivity}
            options={typeOptions}
            onChange={(event) => update({ type: event.target.value || null })}
          />
        </div>
      </div>

      <div className="mt-4">
        <ListPane
          query={activity}
          items={(data) => data.activities}
          loadingText={text.loading}
          errorText={text.loadFailed}
          empty={{ icon: History, title: text.empty, text: text.emptyBody }}
          filtered={type !== undefined}
          filteredEmpty={{ title: text.filteredEmpty, text: text.filteredEmptyBody }}
          pagination={{ label: text.pages, onPageChange: (next) => update({ page: next }) }}
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
