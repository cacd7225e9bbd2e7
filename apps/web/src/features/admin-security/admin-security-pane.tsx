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
import { SECURITY_TEXTS } from './texts';

/**
 * Security (issue 7): every live session with revoke (the user is signed out at once), the accounts locked
 * now with unlock, and the recent failed sign-ins and lockouts. Both actions ask first and are audited.
 */
export function AdminSecurityPane() {
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
            <h2 className="text-base font-semibold text-white">Active sessions</h2>
            <p className="mt-0.5 text-sm text-slate-400" aria-live="polite">
              {sessions.data ? `${sessions.data.total} active ${sessions.data.total === 1 ? 'session' : 'sessions'}` : ' '}
            </p>
          </div>
          <TextField label="User" type="search" placeholder="Email contains…" maxLength={254} value={userText} onChange={(event) => setUserText(event.target.value)} />
        </div>
        <div className="mt-5">
          <ListPane
            query={sessions}
            items={(page) => page.sessions}
            loadingText="Loading sessions..."
            errorText={SECURITY_TEXTS.sessionsFailed}
            empty={{ icon: MonitorSmartphone, title: 'No active sessions', text: 'Sessions appear here while users are signed in.' }}
            filtered={Boolean(values.user)}
            filteredEmpty={{ text: 'No signed-in user matches this email.' }}
            pagination={{ label: 'Session pages', onPageChange: (next) => update({ page: next }) }}
          >
            {(items) => <SessionsTable sessions={items} onRevoke={setRevoking} />}
          </ListPane>
        </div>
      </Card>

      <Card className="p-6">
        <h2 className="mb-4 text-base font-semibold text-white">Sign-in security</h2>
        {events.isPending ? (
          <Spinner label="Loading security events..." />
        ) : events.isError ? (
          <LoadError message={SECURITY_TEXTS.eventsFailed} error={events.error} onRetry={() => void events.refetch()} retrying={events.isFetching} />
        ) : (
          <SecurityEventsPanel data={events.data} onUnlock={setUnlocking} />
        )}
      </Card>

      <ConfirmDialog
        open={revoking !== null}
        title="Revoke session?"
        description={revoking ? `${revoking.userEmail} is signed out of this session at once${revoking.ip ? ` (${revoking.ip})` : ''}.` : ''}
        confirmLabel="Revoke session"
        busyLabel="Revoking..."
        busy={revoke.isPending}
        error={revoke.error}
        onClose={closeRevoke}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setNotice(`Session of ${revoking.userEmail} revoked`);
              closeRevoke();
            },
          })
        }
      />
      <ConfirmDialog
        open={unlocking !== null}
        title="Unlock account?"
        description={unlocking ? `${unlocking.email} can sign in again at once.` : ''}
        confirmLabel="Unlock account"
        busyLabel="Unlocking..."
        busy={unlock.isPending}
        error={unlock.error}
        onClose={closeUnlock}
        onConfirm={() =>
          unlocking &&
          unlock.mutate(unlocking.id, {
            onSuccess: () => {
              setNotice(`${unlocking.email} unlocked`);
              closeUnlock();
            },
          })
        }
      />
    </div>
  );
}
