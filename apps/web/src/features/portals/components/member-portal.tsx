import type { ReactNode } from 'react';
import { RequireRole } from '../../../lib/session/require-role';
import { ActivityPane } from '../activity/activity-pane';
import { ContractsPane } from '../contracts/contracts-pane';
import { DashboardPane } from '../dashboard/dashboard-pane';
import { PrefetchPortalData } from '../dashboard/prefetch-portal-data';
import { DocumentsPane } from '../documents/documents-pane';
import { MarketIntelligencePane } from '../market-intelligence/market-intelligence-pane';
import { MatchingCenterPane } from '../matching-center/matching-center-pane';
import { ProfilePane } from '../profile/profile-pane';
import { SettingsPane } from '../settings/settings-pane';
import { StreamingRoyaltyPane } from '../streaming-royalty/streaming-royalty-pane';
import type { SELLER_PORTAL, TRADER_PORTAL } from '../portal-config';
import { PortalLayout } from './portal-layout';
import { PortalSignIn } from './portal-sign-in';

/**
 * The trader and seller portals (spec 2.16, 2.17): the same tabs, guard and own sign-in screen; only the
 * trading tab differs (Trading for traders, Selling Center for sellers).
 */
export function MemberPortal({ config, tradingPane }: { config: typeof TRADER_PORTAL | typeof SELLER_PORTAL; tradingPane: ReactNode }) {
  return (
    <RequireRole role={config.role} signedOut={<PortalSignIn config={config} />}>
      <PrefetchPortalData />
      <PortalLayout
        config={config}
        panes={{
          dashboard: <DashboardPane portal={config} />,
          trading: tradingPane,
          matching: <MatchingCenterPane />,
          contracts: <ContractsPane />,
          documents: <DocumentsPane />,
          'market-intelligence': <MarketIntelligencePane />,
          'streaming-royalty': <StreamingRoyaltyPane />,
          activity: <ActivityPane />,
          profile: <ProfilePane />,
          settings: <SettingsPane />,
        }}
      />
    </RequireRole>
  );
}
