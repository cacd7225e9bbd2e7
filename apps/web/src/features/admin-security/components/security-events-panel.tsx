import type { LockedAccount, SecurityEvents } from '@ctp/domain/admin-system';
import { LockKeyhole, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/list-pane';
import { formatDateTime } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { adminSecurityTexts } from '../texts';

/** The server's action codes this panel names in words. */
const EVENT_KEYS: Record<string, 'loginFailed' | 'lockout'> = { 'auth.login.failed': 'loginFailed', 'auth.lockout': 'lockout' };

/** Accounts locked now (with Unlock) and the latest failed sign-ins and lockouts. */
export function SecurityEventsPanel({ data, onUnlock }: { data: SecurityEvents; onUnlock: (account: LockedAccount) => void }) {
  const { text, t } = useTexts(adminSecurityTexts);
  const eventLabel = (action: string) => {
    const key = EVENT_KEYS[action];
    return key ? text.events[key] : action;
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="locked-accounts-heading">
        <h3 id="locked-accounts-heading" className="text-sm font-semibold text-white">
          {text.events.lockedAccounts}
        </h3>
        {data.lockedAccounts.length === 0 ? (
          <EmptyState icon={ShieldCheck} title={text.events.noLocked} className="py-8" />
        ) : (
          <ul aria-label={text.events.lockedAccounts} className="mt-3 divide-y divide-white/5">
            {data.lockedAccounts.map((account) => (
              <li key={account.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate text-sm text-slate-200">{account.email}</p>
                  <p className="text-xs text-slate-500">
                    {t('events.lockedUntil', { time: formatDateTime(account.lockedUntil), addresses: account.addresses.join(', ') })}
                  </p>
                </div>
                <Button variant="secondary" onClick={() => onUnlock(account)} aria-label={t('events.unlockOf', { email: account.email })}>
                  <LockKeyhole aria-hidden="true" className="size-4" />
                  {text.events.unlock}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="security-events-heading">
        <h3 id="security-events-heading" className="text-sm font-semibold text-white">
          {text.events.recentTitle}
        </h3>
        {data.events.length === 0 ? (
          <EmptyState icon={ShieldCheck} title={text.events.noFailed} className="py-8" />
        ) : (
          <ul aria-label={text.events.listLabel} className="mt-3 divide-y divide-white/5">
            {data.events.map((event) => (
              <li key={event.id} className="py-2.5 text-sm">
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className={event.action === 'auth.lockout' ? 'font-medium text-red-300' : 'text-amber-300'}>{eventLabel(event.action)}</span>
                  <time dateTime={event.createdAt} className="text-xs text-slate-500">
                    {formatDateTime(event.createdAt)}
                  </time>
                </p>
                <p className="text-slate-300">
                  {event.actorEmail ?? text.events.unknownAccount}
                  {event.ip && <span className="text-slate-500">{t('events.from', { ip: event.ip })}</span>}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
