import { paths } from '@ctp/domain/paths';
import { Link } from 'react-router';
import { MaintenanceBanner } from '../../../components/account/maintenance-banner';
import { AuthCard, authLinkClasses } from '../../../components/auth/auth-card';
import { SignInForm } from '../../../components/auth/sign-in-form';
import type { PortalConfig } from '../portal-config';

/**
 * A portal's own sign-in screen (spec 2.13, 2.16, 2.17), shown in place while nobody is signed in. It
 * admits only the portal's role; any other account is refused with the portal's text and kept signed out.
 */
export function PortalSignIn({ config }: { config: PortalConfig & { signIn: NonNullable<PortalConfig['signIn']> } }) {
  const texts = config.signIn;
  return (
    <>
      <AuthCard
        eyebrow={config.label}
        title="Sign In"
        subtitle={texts.subtitle}
        footer={
          <Link to={paths.register} className={authLinkClasses}>
            {texts.registerLink}
          </Link>
        }
      >
        {/* On success the session changes and the guard around this screen shows the portal. */}
        <SignInForm allowedRoles={[config.role]} refusalText={texts.refusal} />
      </AuthCard>
      <MaintenanceBanner />
    </>
  );
}
