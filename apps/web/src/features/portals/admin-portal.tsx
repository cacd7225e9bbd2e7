import { TEXTS } from '@ctp/domain';
import { useEffect, useRef } from 'react';
import { RequireRole } from '../../lib/session/require-role';
import { PageSpinner } from '../../components/ui/spinner';
import { refreshSession } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-provider';
import { AdminMatchingPane } from './admin-matching/admin-matching-pane';
import { AdminTradesPane } from './admin-trades/admin-trades-pane';
import { PortalLayout } from './components/portal-layout';
import { ProfileCard } from './components/profile-card';
import { ADMIN_PORTAL } from './portal-config';
import { useProfile } from './use-profile';

/**
 * Administrator panel (/portal-admin, spec 2.18). The route guard admits role admin; the panel guards
 * itself a second time and, before it shows anything, confirms the role with the server
 * (GET /auth/profile) behind a 'Loading Admin Panel...' spinner, so a role changed since sign-in counts:
 * the session is then renewed with the current role and the guard sends the user to their own portal.
 */
export function Component() {
  return (
    <RequireRole role="admin">
      <RequireRole allowedRoles={['admin']} loadingLabel={TEXTS.loadingAdminPanel}>
        <AdminPanel />
      </RequireRole>
    </RequireRole>
  );
}

function AdminPanel() {
  const profile = useProfile();
  const { signOut } = useSession();
  const demoted = profile.data !== undefined && profile.data.role !== 'admin';
  const renewing = useRef(false);

  useEffect(() => {
    if (!demoted || renewing.current) return;
    renewing.current = true;
    // A renewed session carries the role the server holds now; if it still claims admin, end it.
    void refreshSession().then((session) => {
      if (session?.user.role === 'admin') void signOut();
    });
  }, [demoted, signOut]);

  if (profile.isPending || demoted) return <PageSpinner label={TEXTS.loadingAdminPanel} className="min-h-screen" />;
  return <PortalLayout config={ADMIN_PORTAL} panes={{ dashboard: <ProfileCard />, trades: <AdminTradesPane />, matching: <AdminMatchingPane /> }} />;
}
