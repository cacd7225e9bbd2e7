import { useTexts } from '@/lib/i18n/texts';
import { useSession } from '@/lib/session/session-provider';
import { authTexts } from '../texts';
import { authLinkClasses } from './auth-card';

/** The way out of a screen that stands in for the portal (verify email, set a new password, maintenance). */
export function SignOutLink() {
  const { signOut } = useSession();
  const { text } = useTexts(authTexts);
  return (
    <button type="button" className={authLinkClasses} onClick={() => void signOut()}>
      {text.common.signOut}
    </button>
  );
}
