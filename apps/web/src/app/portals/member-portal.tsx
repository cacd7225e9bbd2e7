import { PortalSignIn } from '../guards/account-screens';
import { RequireRole } from '../guards/require-role';
import type { MemberPortalConfig } from './portal-config';
import { PortalLayout } from './portal-layout';
import { PrefetchPortalData } from './prefetch-portal-data';

/**
 * The trader and seller portals (spec 2.16, 2.17): the same tabs, guard and own sign-in screen; only the
 * trading tab differs (Trading for traders, Selling Center for sellers).
 */
export function MemberPortal({ config }: { config: MemberPortalConfig }) {
  return (
    <RequireRole
      role={config.role}
      signedOut={<PortalSignIn portalLabel={config.label} role={config.role} {...config.signIn} />}
    >
      <PrefetchPortalData />
      <PortalLayout config={config} />
    </RequireRole>
  );
}
