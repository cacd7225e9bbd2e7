import { TEXTS } from '@ctp/domain';
import { useEffect, useRef } from 'react';
import { RequireRole } from '../../lib/session/require-role';
import { PageSpinner } from '../../components/ui/spinner';
import { refreshSession } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-provider';
import { AdminAlertsPane } from './admin-alerts/admin-alerts-pane';
import { AdminAnalyticsPane } from './admin-analytics/admin-analytics-pane';
import { AdminAuditPane } from './admin-audit/admin-audit-pane';
import { AdminDashboardPane } from './admin-dashboard/admin-dashboard-pane';
import { AdminDatabasePane } from './admin-database/admin-database-pane';
import { AdminDocumentsPane } from './admin-documents/admin-documents-pane';
import { AdminInquiriesPanel } from './admin-inquiries/admin-inquiries-panel';
import { AdminMatchingPane } from './admin-matching/admin-matching-pane';
import { AdminSecurityPane } from './admin-security/admin-security-pane';
import { AdminSettingsPane } from './admin-settings/admin-settings-pane';
import { AdminTradesPane } from './admin-trades/admin-trades-pane';
import { AdminUsersPane } from './admin-users/admin-users-pane';
import { PortalLayout } from './components/portal-layout';
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
  return <PortalLayout config={ADMIN_PORTAL} panes={ADMIN_PANES} />;
}

/** One pane per tab of spec 2.18; the dashboard also holds the inbox of contact and portal inquiries. */
const ADMIN_PANES = {
  dashboard: (
    <div className="space-y-8">
      <AdminDashboardPane />
      <AdminInquiriesPanel />
    </div>
  ),
  users: <AdminUsersPane />,
  trades: <AdminTradesPane />,
  matching: <AdminMatchingPane />,
  analytics: <AdminAnalyticsPane />,
  documents: <AdminDocumentsPane />,
  audit: <AdminAuditPane />,
  security: <AdminSecurityPane />,
  alerts: <AdminAlertsPane />,
  database: <AdminDatabasePane />,
  settings: <AdminSettingsPane />,
};
