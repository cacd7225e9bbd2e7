import type { Role } from '@ctp/domain/constants';
import { paths } from '@ctp/domain/paths';
import { TEXTS } from '@ctp/domain/texts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { AccountGate } from './account-gate';
import { portalPathFor, useSession } from './session-provider';

type RequireRoleProps = {
  children: ReactNode;
  /** Where a visitor with no session goes; spec 2.2 default /portal. */
  redirectTo?: string;
  /** Shown in place, instead of redirecting, to a visitor with no session (a portal's own sign-in screen). */
  signedOut?: ReactNode;
  /** Shown while the session is being restored (spec 2.2: 'Loading...'). */
  loadingLabel?: string;
} & ({ role: Role; allowedRoles?: never } | { allowedRoles: readonly Role[]; role?: never });

/**
 * Route guard of spec 2.2: one required role or a list of allowed ones. No user → the sign-in page
 * (or `redirectTo`); a user of another role → their own portal; a user with a pending account step
 * (verify email, set a new password) or shut out by maintenance → that screen (AccountGate).
 */
export function RequireRole({ children, role, allowedRoles, redirectTo = paths.signIn, signedOut, loadingLabel = TEXTS.loading }: RequireRoleProps) {
  const { state } = useSession();
  if (state.status === 'loading') return <PageSpinner label={loadingLabel} className="min-h-screen" />;
  if (state.status === 'signedOut') return signedOut ?? <Navigate to={redirectTo} replace />;
  const allowed: readonly Role[] = allowedRoles ?? (role ? [role] : []);
  if (!allowed.includes(state.user.role)) return <Navigate to={portalPathFor(state.user.role)} replace />;
  return <AccountGate user={state.user}>{children}</AccountGate>;
}
