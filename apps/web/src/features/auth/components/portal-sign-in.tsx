import type { Role } from '@ctp/domain/constants';
import { paths } from '@ctp/domain/paths';
import { Link } from 'react-router';
import { MaintenanceBanner } from '@/components/maintenance-banner';
import { useTexts } from '@/lib/i18n/texts';
import { SELLER_REGISTRATION_QUERY, authTexts } from '../texts';
import { AuthCard, authLinkClasses } from './auth-card';
import { SignInForm } from './sign-in-form';

export interface PortalSignInProps {
  /** The portal's name, above the title ('Trader Portal'). */
  portalLabel: string;
  /** The one role this portal admits. */
  role: Role;
  subtitle: string;
  /** The text of the link to the registration page. */
  registerLink: string;
  /** What an account of another role is told (spec 6). */
  refusal: string;
}

/**
 * A portal's own sign-in screen (spec 2.13, 2.16, 2.17), shown in place while nobody is signed in. It
 * admits only the portal's role; any other account is refused with the portal's text and kept signed out.
 */
export function PortalSignIn({ portalLabel, role, subtitle, registerLink, refusal }: PortalSignInProps) {
  const { text } = useTexts(authTexts);
  return (
    <>
      <AuthCard
        eyebrow={portalLabel}
        title={text.common.signInButton}
        subtitle={subtitle}
        footer={
          <Link to={role === 'seller' ? `${paths.register}${SELLER_REGISTRATION_QUERY}` : paths.register} className={authLinkClasses}>
            {registerLink}
          </Link>
        }
      >
        {/* On success the session changes and the guard around this screen shows the portal. */}
        <SignInForm allowedRoles={[role]} refusalText={refusal} />
      </AuthCard>
      <MaintenanceBanner />
    </>
  );
}
