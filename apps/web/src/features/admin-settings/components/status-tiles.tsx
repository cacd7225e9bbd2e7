import type { HealthCheckName, HealthStatus } from '@ctp/domain/admin-system';
import { Activity, Database, Mail, TrendingUp, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { formatTime } from '@/lib/format';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { usePriceHealth } from '../api/get-price-health';
import { useSystemHealth } from '../api/get-system-health';
import { adminSettingsTexts } from '../texts';

type Tone = 'ok' | 'warning' | 'down' | 'checking';

interface Tile {
  id: 'database' | 'prices' | 'mail' | 'api';
  icon: LucideIcon;
  tone: Tone;
  text: string;
  detail?: string | undefined;
}

const TONES: Record<Tone, string> = {
  ok: 'border-emerald-500/25 bg-emerald-500/5 text-emerald-300',
  warning: 'border-amber-500/30 bg-amber-500/5 text-amber-300',
  down: 'border-red-500/30 bg-red-500/5 text-red-300',
  checking: 'border-white/10 bg-white/5 text-slate-400',
};

const OVERALL_TONES: Record<HealthStatus, Tone> = { healthy: 'ok', warning: 'warning', critical: 'down' };

/** The status tiles of System Settings, from live checks: the server, the price service and the mail check. */
export function StatusTiles() {
  const { text, t } = useTexts(adminSettingsTexts);
  const translate = useTranslateText();
  const status = text.status;
  const prices = usePriceHealth();
  const system = useSystemHealth();
  const check = (name: HealthCheckName) => system.data?.checks.find((c) => c.name === name);
  const mail = check('mail');
  const database = check('database');

  const tiles: Tile[] = [
    {
      id: 'database',
      icon: Database,
      // The checks need the database themselves: no answer at all means it is down too.
      ...(system.isPending ? { tone: 'checking', text: status.checking } : database?.ok ? { tone: 'ok', text: status.operational } : { tone: 'down', text: status.unavailable }),
    },
    {
      id: 'prices',
      icon: TrendingUp,
      ...(prices.isPending
        ? { tone: 'checking', text: status.checking }
        : prices.isError
          ? { tone: 'down', text: status.unavailable }
          : prices.data.provider_state === 'down'
            ? { tone: 'warning', text: status.sourceIssues, detail: t('status.providerFailing', { provider: prices.data.provider }) }
            : { tone: 'ok', text: status.operational, detail: t('status.provider', { provider: prices.data.provider }) }),
    },
    {
      id: 'mail',
      icon: Mail,
      ...(system.isPending
        ? { tone: 'checking', text: status.checking }
        : !mail
          ? { tone: 'checking', text: status.notAvailable }
          : { tone: mail.ok ? 'ok' : 'down', text: mail.ok ? status.operational : status.failing, detail: translate(mail.detail) }),
    },
    {
      id: 'api',
      icon: Activity,
      ...(system.isPending
        ? { tone: 'checking', text: status.checking }
        : system.isError
          ? { tone: 'checking', text: status.notAvailable }
          : {
              tone: OVERALL_TONES[system.data.status],
              text: status.overall[system.data.status],
              detail: t('status.checked', { time: formatTime(system.data.checkedAt, { seconds: true }) }),
            }),
    },
  ];

  return (
    <ul aria-label={status.label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {tiles.map(({ id, icon: Icon, tone, text: state, detail }) => (
        <li key={id}>
          <Card className={cx('flex h-full items-start gap-3 border p-4', TONES[tone])}>
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="min-w-0">
              <p className="text-sm font-medium text-white">{status.names[id]}</p>
              <p className="text-sm">{state}</p>
              {detail && <p className="mt-0.5 truncate text-xs text-slate-400">{detail}</p>}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
