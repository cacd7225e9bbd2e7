import { TEXTS } from '@ctp/domain';
import { useEffect, useRef, useState } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { refreshSession } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session/current-user';
import { useSession } from '@/lib/session/session-provider';
import { RequireRole } from '../guards/require-role';
import { ADMIN_PORTAL } from './portal-config';
import { PortalLayout } from './portal-layout';

/**
 * Administrator panel (/portal-admin, spec 2.18). The route guard admits role admin; the panel guards
 * itself a second time and, before it shows anything, confirms the role with the server
 * (GET /auth/profile) behind a 'Loading Admin Panel...' spinner, so a role changed since sign-in counts:
 * the session is then renewed with the current role and the guard sends the user to their own portal.
 */
export function Component() {
  const texts = useDomainTable(TEXTS);
  return (
    <RequireRole role="admin">
      <RequireRole allowedRoles={['admin']} loadingLabel={texts.loadingAdminPanel}>
        <AdminPanel />
      </RequireRole>
    </RequireRole>
  );
}

function AdminPanel() {
  const profile = useCurrentUser({ confirm: true });
  const { signOut } = useSession();
  // The server has answered since the panel opened (a later refetch does not take the panel away again).
  const confirmed = profile.isFetchedAfterMount;
  const demoted = confirmed && profile.data !== undefined && profile.data.role !== 'admin';
  const renewing = useRef(false);
  // The renewed session still claimed admin against the server's word: it is being signed out.
  const [disagreed, setDisagreed] = useState(false);
  const texts = useDomainTable(TEXTS);

  useEffect(() => {
    if (!demoted || renewing.current) return;
    renewing.current = true;
    // A renewed session carries the role the server holds now; if it still claims admin, end it.
    void refreshSession().then((session) => {
      if (session?.user.role !== 'admin') return;
      setDisagreed(true);
      void signOut();
    });
  }, [demoted, signOut]);

  if (!confirmed || demoted || disagreed) return <PageSpinner label={texts.loadingAdminPanel} className="min-h-screen" />;
  return <PortalLayout config={ADMIN_PORTAL} />;
}
