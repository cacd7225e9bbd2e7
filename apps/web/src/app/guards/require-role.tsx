import type { Role } from '@ctp/domain/constants';
import { paths } from '@ctp/domain/paths';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/session/current-user';
import { portalPathFor, useSession } from '@/lib/session/session-provider';
import { AccountGate } from './account-gate';

type RequireRoleProps = {
  children: ReactNode;
  /** Where a visitor with no session goes; spec 2.2 default /portal. */
  redirectTo?: string;
  /** Shown in place, instead of redirecting, to a visitor with no session (a portal's own sign-in screen). */
  signedOut?: ReactNode;
  /** Shown while the session is being restored; spec 2.2's 'Loading...' (TEXTS.loading, in the reader's language) by default. */
  loadingLabel?: string;
} & ({ role: Role; allowedRoles?: never } | { allowedRoles: readonly Role[]; role?: never });

/**
 * Route guard of spec 2.2: one required role or a list of allowed ones. No user → the sign-in page
 * (or `redirectTo`); a user of another role → their own portal; a user with a pending account step
 * (verify email, set a new password) or shut out by maintenance → that screen (AccountGate).
 */
export function RequireRole({ children, role, allowedRoles, redirectTo = paths.signIn, signedOut, loadingLabel }: RequireRoleProps) {
  const session = useSession();
  const user = useCurrentUser().data;
  if (session.status === 'signedOut') return signedOut ?? <Navigate to={redirectTo} replace />;
  if (session.status === 'loading' || !session.role || !user) return <PageSpinner label={loadingLabel} className="min-h-screen" />;
  const allowed: readonly Role[] = allowedRoles ?? (role ? [role] : []);
  // The token's role decides (the API enforces it); a role changed since is picked up by a renewed session.
  if (!allowed.includes(session.role)) return <Navigate to={portalPathFor(session.role)} replace />;
  return <AccountGate user={user}>{children}</AccountGate>;
}
