import { TEXTS } from '@ctp/domain/texts';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { PortalSignIn } from '../guards/account-screens';
import { RequireRole } from '../guards/require-role';
import type { MemberPortalConfig } from './portal-config';
import { portalTexts } from './portal-config.texts';
import { PortalLayout } from './portal-layout';
import { PrefetchPortalData } from './prefetch-portal-data';

/**
 * The trader and seller portals (spec 2.16, 2.17): the same tabs, guard and own sign-in screen; only the
 * trading tab differs (Trading for traders, Selling Center for sellers).
 */
export function MemberPortal({ config }: { config: MemberPortalConfig }) {
  const portal = useTexts(portalTexts).text.portals[config.role];
  const texts = useDomainTable(TEXTS);
  return (
    <RequireRole
      role={config.role}
      signedOut={
        <PortalSignIn
          portalLabel={portal.label}
          role={config.role}
          subtitle={portal.signInSubtitle}
          registerLink={portal.registerLink}
          refusal={texts[config.refusal]}
        />
      }
    >
      <PrefetchPortalData />
      <PortalLayout config={config} />
    </RequireRole>
  );
}
