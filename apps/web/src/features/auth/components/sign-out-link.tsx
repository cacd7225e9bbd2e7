import { useSession } from '@/lib/session/session-provider';
import { authLinkClasses } from './auth-card';

/** The way out of a screen that stands in for the portal (verify email, set a new password, maintenance). */
export function SignOutLink() {
  const { signOut } = useSession();
  return (
    <button type="button" className={authLinkClasses} onClick={() => void signOut()}>
      Sign out
    </button>
  );
}
