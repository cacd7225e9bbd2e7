import { ADMIN_USER_LIMITS, DEFAULT_LANGUAGE, accountMailTexts, type Language, type Role } from '@ctp/domain';
import { accountMail } from '../../lib/account-mail';
import type { Mail } from '../../plugins/mailer';

/**
 * The invitation to an account an administrator created. It never carries the temporary password: the
 * administrator hands that over separately (a mailbox is not a safe place for it), and the mail says so.
 * Written in the account's language: English, the language of accounts an administrator creates.
 */
export function invitationMail(
  invitee: { email: string; firstName: string; role: Role; passwordExpiresAt: string; language?: Language },
  publicUrl: string,
): Mail {
  const expires = new Date(invitee.passwordExpiresAt).toUTCString();
  const language = invitee.language ?? DEFAULT_LANGUAGE;
  const words = accountMailTexts(language);
  const { invitation } = words;
  return accountMail({
    to: invitee.email,
    language,
    subject: invitation.subject,
    category: 'account',
    lines: [
      words.greeting(invitee.firstName),
      '',
      invitation.created(invitee.role),
      '',
      invitation.signIn(`${publicUrl}/portal`, invitee.email),
      '',
      invitation.temporary,
      invitation.expires(ADMIN_USER_LIMITS.tempPasswordHours, expires),
      invitation.firstSignIn,
      '',
      invitation.unexpected,
    ],
  });
}
