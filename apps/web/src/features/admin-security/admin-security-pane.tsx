import { LIMITS } from '@ctp/domain/constants';
import type { AdminSession, LockedAccount } from '@ctp/domain/admin-system';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { SuccessBox } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { ListPane, LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { useListParams } from '@/lib/use-list-params';
import { useUrlText } from '@/lib/use-url-text';
import { useSecurityEvents } from './api/get-security-events';
import { useSessions } from './api/get-sessions';
import { useRevokeSession } from './api/revoke-session';
import { useUnlockUser } from './api/unlock-user';
import { SecurityEventsPanel } from './components/security-events-panel';
import { SessionsTable } from './components/sessions-table';
import { useTexts } from '@/lib/i18n/texts';
import { adminSecurityTexts } from './texts';

/**
 * Security (issue 7): every live session with revoke (the user is signed out at once), the accounts locked
 * now with unlock, and the recent failed sign-ins and lockouts. Both actions ask first and are audited.
 */
export function AdminSecurityPane() {
  const { text, t } = useTexts(adminSecurityTexts);
  const { page, values, update } = useListParams(['user'] as const);
  const [userText, setUserText] = useUrlText(values.user, (user) => update({ user }));
  const sessions = useSessions({ user: values.user || undefined, page, limit: LIMITS.listItems });
  const events = useSecurityEvents();
  const revoke = useRevokeSession();
  const unlock = useUnlockUser();
  const [revoking, setRevoking] = useState<AdminSession | null>(null);
  const [unlocking, setUnlocking] = useState<LockedAccount | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const closeRevoke = () => {
    setRevoking(null);
    revoke.reset();
  };
  const closeUnlock = () => {
    setUnlocking(null);
    unlock.reset();
  };

  return (
    <div className="space-y-6">
      {notice && (
        <SuccessBox>
          <p>{notice}</p>
        </SuccessBox>
      )}

      <Card className="p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 className="text-base font-semibold text-white">{text.sessionsTitle}</h2>
            <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
              {sessions.data ? t('sessionCount', { count: sessions.data.total }) : ' '}
            </p>
          </div>
          <TextField label={text.userLabel} type="search" placeholder={text.emailContains} maxLength={254} value={userText} onChange={(event) => setUserText(event.target.value)} />
        </div>
        <div className="mt-5">
          <ListPane
            query={sessions}
            items={(page) => page.sessions}
            loadingText={text.loadingSessions}
            errorText={text.sessionsFailed}
            empty={{ icon: MonitorSmartphone, title: text.noSessions, text: text.noSessionsText }}
            filtered={Boolean(values.user)}
            filteredEmpty={{ text: text.noMatch }}
            pagination={{ label: text.sessionPages, onPageChange: (next) => update({ page: next }) }}
          >
            {(items) => <SessionsTable sessions={items} onRevoke={setRevoking} />}
          </ListPane>
        </div>
      </Card>

      <Card className="p-6">
        <h2 className="mb-4 text-base font-semibold text-white">{text.signInSecurity}</h2>
        {events.isPending ? (
          <Spinner label={text.loadingEvents} />
        ) : events.isError ? (
          <LoadError message={text.eventsFailed} error={events.error} onRetry={() => void events.refetch()} retrying={events.isFetching} />
        ) : (
          <SecurityEventsPanel data={events.data} onUnlock={setUnlocking} />
        )}
      </Card>

      <ConfirmDialog
        open={revoking !== null}
        title={text.revokeTitle}
        description={
          revoking
            ? revoking.ip
              ? t('revokeDescriptionFrom', { email: revoking.userEmail, ip: revoking.ip })
              : t('revokeDescription', { email: revoking.userEmail })
            : ''
        }
        confirmLabel={text.revokeConfirm}
        busyLabel={text.revoking}
        busy={revoke.isPending}
        error={revoke.error}
        onClose={closeRevoke}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setNotice(t('revoked', { email: revoking.userEmail }));
              closeRevoke();
            },
          })
        }
      />
      <ConfirmDialog
        open={unlocking !== null}
        title={text.unlockTitle}
        description={unlocking ? t('unlockDescription', { email: unlocking.email }) : ''}
        confirmLabel={text.unlockConfirm}
        busyLabel={text.unlocking}
        busy={unlock.isPending}
        error={unlock.error}
        onClose={closeUnlock}
        onConfirm={() =>
          unlocking &&
          unlock.mutate(unlocking.id, {
            onSuccess: () => {
              setNotice(t('unlocked', { email: unlocking.email }));
              closeUnlock();
            },
          })
        }
      />
    </div>
  );
}
