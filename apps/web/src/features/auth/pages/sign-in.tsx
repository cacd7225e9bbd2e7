import { PORTAL_BY_ROLE, ROLES, TEXTS, paths } from '@ctp/domain';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useSession } from '@/lib/session/session-provider';
import { AuthCard, authLinkClasses } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { authTexts } from '../texts';

function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** Sign-in page (/portal, spec 2.13): the entry to the three portals; each role lands in its own. */
export function Component() {
  const { status, role } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const { text } = useTexts(authTexts);
  const texts = useDomainTable(TEXTS);

  if (status === 'loading') return <PageSpinner label={texts.loading} className="min-h-screen" />;
  // A visitor who is already signed in goes straight to their portal.
  if (role && !leaving && Object.hasOwn(PORTAL_BY_ROLE, role)) {
    return <Navigate to={PORTAL_BY_ROLE[role]} replace />;
  }

  return (
    <AuthCard
      eyebrow={text.signIn.eyebrow}
      title={text.common.signInButton}
      subtitle={text.signIn.subtitle}
      footer={
        <>
          {text.signIn.newToPlatform}{' '}
          <Link to={paths.register} className={authLinkClasses}>
            {text.signIn.createAccount}
          </Link>
        </>
      }
    >
      <SignInForm
        allowedRoles={ROLES}
        refusalText={texts.unknownRole}
        // Registration hands over the new account's email.
        defaultEmail={emailFromState(location.state)}
        busy={leaving}
        onSignedIn={(user) => {
          setLeaving(true);
          navigate(PORTAL_BY_ROLE[user.role], { replace: true });
        }}
      />
    </AuthCard>
  );
}
