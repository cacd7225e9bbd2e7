import type { AlertSeverity, SystemAlert } from '@ctp/domain/admin-system';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { TONES, type Tone } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { adminAlertsTexts } from '../texts';

const SEVERITY_TONES: Record<AlertSeverity, Tone> = { low: 'blue', medium: 'yellow', high: 'red' };

interface AlertCardProps {
  alert: SystemAlert;
  onAcknowledge: (alert: SystemAlert) => void;
  acknowledging: boolean;
}

/** One alert: severity, what failed and when; open ones have an Acknowledge button. */
export function AlertCard({ alert, onAcknowledge, acknowledging }: AlertCardProps) {
  const { text, t } = useTexts(adminAlertsTexts);
  const translate = useTranslateText();
  const open = alert.acknowledgedAt === null;
  const title = translate(alert.title);
  return (
    <li className={cx('rounded-xl border p-4', open ? 'border-white/10 bg-ink-900/40' : 'border-white/5')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className={cx('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium capitalize', TONES[SEVERITY_TONES[alert.severity]])}>
              {text.severities[alert.severity]}
            </span>
            <span className="font-semibold text-white">{title}</span>
          </p>
          <p className="mt-1.5 text-sm text-slate-300">{translate(alert.message)}</p>
          <p className="mt-1.5 text-xs text-slate-500">
            {t('raised', { when: formatDateTime(alert.createdAt), source: alert.source })}
            {alert.acknowledgedAt && t('acknowledgedAt', { when: formatDateTime(alert.acknowledgedAt) })}
          </p>
        </div>
        {open ? (
          <Button variant="secondary" onClick={() => onAcknowledge(alert)} busy={acknowledging} busyText={text.acknowledging} aria-label={t('acknowledgeOf', { title })}>
            <AlertTriangle aria-hidden="true" className="size-4" />
            {text.acknowledge}
          </Button>
        ) : (
          <span className="inline-flex items-center gap-1.5 text-sm text-emerald-300">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {text.acknowledged}
          </span>
        )}
      </div>
    </li>
  );
}
