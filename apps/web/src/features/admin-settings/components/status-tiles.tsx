import type { HealthCheckName, HealthStatus } from '@ctp/domain/admin-system';
import { Activity, Database, Mail, TrendingUp, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { formatTime } from '@/lib/format';
import { usePriceHealth } from '../api/get-price-health';
import { useSystemHealth } from '../api/get-system-health';

type Tone = 'ok' | 'warning' | 'down' | 'checking';

interface Tile {
  name: string;
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

const OVERALL: Record<HealthStatus, { tone: Tone; text: string }> = {
  healthy: { tone: 'ok', text: 'All Systems Go' },
  warning: { tone: 'warning', text: 'Minor Issues' },
  critical: { tone: 'down', text: 'Major Outage' },
};

/** The status tiles of System Settings, from live checks: the server, the price service and the mail check. */
export function StatusTiles() {
  const prices = usePriceHealth();
  const system = useSystemHealth();
  const check = (name: HealthCheckName) => system.data?.checks.find((c) => c.name === name);
  const mail = check('mail');
  const database = check('database');

  const tiles: Tile[] = [
    {
      name: 'Database',
      icon: Database,
      // The checks need the database themselves: no answer at all means it is down too.
      ...(system.isPending ? { tone: 'checking', text: 'Checking...' } : database?.ok ? { tone: 'ok', text: 'Operational' } : { tone: 'down', text: 'Unavailable' }),
    },
    {
      name: 'Price Service',
      icon: TrendingUp,
      ...(prices.isPending
        ? { tone: 'checking', text: 'Checking...' }
        : prices.isError
          ? { tone: 'down', text: 'Unavailable' }
          : prices.data.provider_state === 'down'
            ? { tone: 'warning', text: 'Source Issues', detail: `Provider ${prices.data.provider} failing; serving stored prices` }
            : { tone: 'ok', text: 'Operational', detail: `Provider ${prices.data.provider}` }),
    },
    {
      name: 'Mail',
      icon: Mail,
      ...(system.isPending
        ? { tone: 'checking', text: 'Checking...' }
        : !mail
          ? { tone: 'checking', text: 'Not available' }
          : { tone: mail.ok ? 'ok' : 'down', text: mail.ok ? 'Operational' : 'Failing', detail: mail.detail }),
    },
    {
      name: 'API Services',
      icon: Activity,
      ...(system.isPending
        ? { tone: 'checking', text: 'Checking...' }
        : system.isError
          ? { tone: 'checking', text: 'Not available' }
          : { ...OVERALL[system.data.status], detail: `Checked ${formatTime(system.data.checkedAt, { seconds: true })}` }),
    },
  ];

  return (
    <ul aria-label="System status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {tiles.map(({ name, icon: Icon, tone, text, detail }) => (
        <li key={name}>
          <Card className={cx('flex h-full items-start gap-3 border p-4', TONES[tone])}>
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="min-w-0">
              <p className="text-sm font-medium text-white">{name}</p>
              <p className="text-sm">{text}</p>
              {detail && <p className="mt-0.5 truncate text-xs text-slate-400">{detail}</p>}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
