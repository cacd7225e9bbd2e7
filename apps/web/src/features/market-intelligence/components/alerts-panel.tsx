import { MARKET_ALERT_IMPACTS, MARKET_ALERT_TEXTS, type MarketAlert, type MarketAlertImpact } from '@ctp/domain/market-intelligence';
import { TEXTS } from '@ctp/domain/texts';
import { Globe2, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { AdminContentHint } from '@/components/admin-content-hint';
import { ExampleBadge } from '@/components/example-badge';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { staleListClasses } from '@/components/ui/list-pane';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatAgo, formatDateTime } from '@/lib/format';
import { useAlerts } from '../api/get-alerts';
import { inLanguage } from '@ctp/domain/translations';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { marketIntelligenceTexts } from '../texts';

const PAGE = 5;

const IMPACT_TONES: Record<MarketAlertImpact, { pill: string; rail: string }> = {
  High: { pill: 'border-red-500/40 bg-red-500/10 text-red-300', rail: 'bg-red-500' },
  Medium: { pill: 'border-amber-500/40 bg-amber-500/10 text-amber-300', rail: 'bg-amber-400' },
  Low: { pill: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300', rail: 'bg-emerald-400' },
};

export function ImpactBadge({ impact }: { impact: MarketAlertImpact }) {
  const { text } = useTexts(marketIntelligenceTexts);
  return (
    <span className={cx('inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-[11px] font-semibold', IMPACT_TONES[impact].pill)}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {text.alerts.impactBadge[impact]}
    </span>
  );
}

/** Geopolitical alerts with impact High, Medium or Low (spec 2.16), newest first, from the server. */
export function AlertsPanel() {
  const [impact, setImpact] = useState<MarketAlertImpact | undefined>(undefined);
  const [limit, setLimit] = useState(PAGE);
  const alerts = useAlerts({ impact, limit });
  const headingId = useId();
  const { text: words, t } = useTexts(marketIntelligenceTexts);
  const text = words.alerts;
  const alertTexts = inLanguage(MARKET_ALERT_TEXTS, useLanguage());
  const texts = useDomainTable(TEXTS);

  function choose(next: MarketAlertImpact | undefined) {
    setImpact(next);
    setLimit(PAGE);
  }

  return (
    <Card className="p-6">
      <section aria-labelledby={headingId} aria-busy={alerts.isFetching || undefined}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg border border-red-500/25 bg-red-500/10 text-red-300">
              <ShieldAlert className="size-4.5" />
            </span>
            <div>
              <h2 id={headingId} className="text-lg font-semibold text-white">
                {text.heading}
              </h2>
              <p className="text-xs text-slate-400">{text.lead}</p>
            </div>
          </div>
          <SegmentedControl
            label={text.filter}
            options={[{ value: 'all', label: text.all }, ...MARKET_ALERT_IMPACTS.map((value) => ({ value, label: text.impacts[value] }))]}
            value={impact ?? 'all'}
            onChange={(value) => choose(value === 'all' ? undefined : value)}
          />
        </div>

        <div className="mt-5">
          {alerts.isPending && <Spinner label={text.loading} showLabel />}
          {alerts.isError && (
            <div className="space-y-3">
              <ErrorBox>{errorMessage(alerts.error, alertTexts.loadFailed)}</ErrorBox>
              <Button variant="secondary" onClick={() => void alerts.refetch()}>
                {words.retry}
              </Button>
            </div>
          )}
          {alerts.data && alerts.data.alerts.length === 0 && (
            <p className="rounded-xl border border-dashed border-white/10 px-4 py-6 text-center text-sm text-slate-400">
              {impact ? alertTexts.noneForImpact(impact) : <AdminContentHint kind="alerts">{alertTexts.none}</AdminContentHint>}
            </p>
          )}
          {alerts.data && alerts.data.alerts.length > 0 && (
            <>
              <ul aria-busy={alerts.isPlaceholderData || undefined} className={cx('space-y-3', staleListClasses(alerts.isPlaceholderData))}>
                {alerts.data.alerts.map((alert) => (
                  <AlertItem key={alert.id} alert={alert} />
                ))}
              </ul>
              <div className="mt-4 flex items-center justify-between gap-3 text-xs text-slate-400">
                <span>
                  {t('alerts.showing', { shown: alerts.data.alerts.length, total: alerts.data.total })}
                </span>
                {alerts.data.total > alerts.data.alerts.length && (
                  <Button variant="ghost" busy={alerts.isFetching} busyText={texts.loading} onClick={() => setLimit((l) => l + PAGE)}>
                    {text.showMore}
                  </Button>
                )}
              </div>
            </>
          )}
        </div>
      </section>
    </Card>
  );
}

/** The words of the impact levels (the desk's Content tab offers them too). */
export function useImpactLabels() {
  return useTexts(marketIntelligenceTexts).text.alerts.impacts;
}

/** An alert as this panel shows it, for the desk's preview (issue 18). */
export function AlertPreview({ alert }: { alert: MarketAlert }) {
  return (
    <ul>
      <AlertItem alert={alert} />
    </ul>
  );
}

function AlertItem({ alert }: { alert: MarketAlert }) {
  const titleId = useId();
  const { text } = useTexts(marketIntelligenceTexts);
  return (
    <li>
      <article aria-labelledby={titleId} className="relative overflow-hidden rounded-xl border border-white/5 bg-ink-950/40 py-4 pe-4 ps-5">
        <span aria-hidden="true" className={cx('absolute inset-y-0 start-0 w-1', IMPACT_TONES[alert.impact].rail)} />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <ImpactBadge impact={alert.impact} />
          {alert.example && <ExampleBadge />}
          <span className="flex items-center gap-1 text-xs text-slate-400">
            <Globe2 aria-hidden="true" className="size-3.5" />
            {alert.region}
          </span>
          <time dateTime={alert.publishedAt} title={formatDateTime(alert.publishedAt)} className="ms-auto text-xs text-slate-500">
            {formatAgo(alert.publishedAt)}
          </time>
        </div>
        <h3 id={titleId} className="mt-2 text-[15px] leading-snug font-semibold text-white">
          {alert.title}
        </h3>
        <p className="mt-1.5 text-sm leading-relaxed text-slate-300">{alert.summary}</p>
        <ul aria-label={text.alerts.commodities} className="mt-3 flex flex-wrap gap-1.5">
          {alert.commodities.map((c) => (
            <li key={c} className="rounded-md border border-gold-500/20 bg-gold-500/5 px-2 py-0.5 text-[11px] font-medium text-gold-200">
              {c}
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}
