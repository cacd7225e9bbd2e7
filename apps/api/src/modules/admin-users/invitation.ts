import { ADMIN_USER_LIMITS, type Role } from '@ctp/domain';
import type { Mail } from '../../plugins/mailer';

const ROLE_NAMES: Record<Role, string> = { trader: 'trader', seller: 'seller', admin: 'administrator' };

/**
 * The invitation to an account an administrator created. It never carries the temporary password: the
 * administrator hands that over separately (a mailbox is not a safe place for it), and the mail says so.
 */
export function invitationMail(invitee: { email: string; firstName: string; role: Role; passwordExpiresAt: string }, publicUrl: string): Mail {
  const expires = new Date(invitee.passwordExpiresAt).toUTCString();
  return {
    to: invitee.email,
    subject: 'Your trading platform account is ready',
    category: 'account',
    text: [
      `Hello ${invitee.firstName},`,
      '',
      `An administrator has created a ${ROLE_NAMES[invitee.role]} account for you on the trading platform.`,
      '',
      `Sign in at ${publicUrl}/portal with this email address (${invitee.email}).`,
      '',
      'Your administrator will give you your temporary password separately; for your safety it is never sent by email.',
      `It expires ${ADMIN_USER_LIMITS.tempPasswordHours} hours after your account was created (${expires}).`,
      'When you first sign in you will be asked to choose a password of your own.',
      '',
      'If you did not expect this account, please contact support.',
    ].join('\n'),
  };
}
