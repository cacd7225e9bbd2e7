import type { HealthReport, HealthStatus } from '@ctp/domain/admin-system';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { TONES, type Tone } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { adminDashboardTexts } from '../texts';

const STATUS_TONES: Record<HealthStatus, Tone> = { healthy: 'green', warning: 'yellow', critical: 'red' };

/** The platform's health from the server's real checks: the overall state and each check with its detail. */
export function SystemHealth({ health }: { health: HealthReport }) {
  const { text, t } = useTexts(adminDashboardTexts);
  const translate = useTranslateText();
  return (
    <Card className="p-6">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-white">{text.health.title}</h3>
        <span className={cx('rounded-full border px-2.5 py-0.5 text-xs font-medium', TONES[STATUS_TONES[health.status]])}>{text.health.status[health.status]}</span>
      </div>
      <ul aria-label={text.health.checksLabel} className="mt-4 space-y-3">
        {health.checks.map((check) => (
          <li key={check.name} className="flex gap-3 text-sm">
            {check.ok ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-400" />
            ) : (
              <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-400" />
            )}
            <div className="min-w-0">
              <p className="font-medium text-slate-200">
                {text.health.checks[check.name]} <span className="sr-only">{check.ok ? text.health.ok : text.health.failing}</span>
                <span className="ms-1 text-xs font-normal text-slate-500 tabular-nums">{t('health.latency', { value: check.latencyMs })}</span>
              </p>
              <p className="text-xs text-slate-400">{translate(check.detail)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-slate-500">{t('health.checked', { time: formatDateTime(health.checkedAt) })}</p>
    </Card>
  );
}
