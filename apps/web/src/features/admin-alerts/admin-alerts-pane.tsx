import { LIMITS } from '@ctp/domain/constants';
import { ALERT_STATES, type AlertState } from '@ctp/domain/admin-system';
import { MARKET_ALERT_TEXTS } from '@ctp/domain/market-intelligence';
import { BellRing } from 'lucide-react';
import { ErrorBox } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { ListPane } from '@/components/ui/list-pane';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useListParams } from '@/lib/use-list-params';
import { useAcknowledgeAlert } from './api/acknowledge-alert';
import { useAlerts } from './api/get-alerts';
import { AlertCard } from './components/alert-card';
import { adminAlertsTexts } from './texts';

const stateOf = (value: string): AlertState | undefined => (ALERT_STATES as readonly string[]).includes(value) ? (value as AlertState) : undefined;

/**
 * System Alerts (issue 7): failed health checks (database, price service, mail) and repeated lockouts,
 * newest first, each acknowledged once by an administrator.
 */
export function AdminAlertsPane() {
  const { text, t } = useTexts(adminAlertsTexts);
  const translate = useTranslateText();
  const stateOptions = ALERT_STATES.map((value) => ({ value, label: text.states[value] }));
  const { page, values, update } = useListParams(['state'] as const);
  const state = stateOf(values.state);
  const alerts = useAlerts({ state, page, limit: LIMITS.listItems });
  const acknowledge = useAcknowledgeAlert();
  const data = alerts.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-white">{text.heading}</h2>
          <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
            {data ? t('openCount', { count: data.open }) : ' '}
          </p>
        </div>
        <Select label={text.show} hideLabel value={state ?? ''} placeholder={text.allAlerts} options={stateOptions} onChange={(event) => update({ state: event.target.value || null })} />
      </div>

      {acknowledge.isError && (
        <ErrorBox>
          <p>{errorMessage(acknowledge.error, text.acknowledgeFailed)}</p>
        </ErrorBox>
      )}

      <Card className="p-6">
        <ListPane
          query={alerts}
          items={(page) => page.alerts}
          loadingText={text.loading}
          errorText={translate(MARKET_ALERT_TEXTS.loadFailed)}
          empty={{ icon: BellRing, title: state === 'open' ? text.noOpen : text.none, text: text.emptyText }}
          pagination={{ label: text.pages, onPageChange: (next) => update({ page: next }) }}
        >
          {(items) => (
            <ul aria-label={text.listLabel} className="space-y-3">
              {items.map((alert) => (
                <AlertCard
                  key={alert.id}
                  alert={alert}
                  acknowledging={acknowledge.isPending && acknowledge.variables === alert.id}
                  onAcknowledge={(item) => acknowledge.mutate(item.id)}
                />
              ))}
            </ul>
          )}
        </ListPane>
      </Card>
    </div>
  );
}
