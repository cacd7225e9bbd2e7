import { DEFAULT_LANGUAGE, DEFAULT_NOTIFICATION_PREFERENCES, accountMailTexts } from '@ctp/domain';
import { accountMail } from '../../lib/account-mail';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../plugins/mailer';
import type { UsersRepository } from '../users';
import type { StoredOrder } from './repository';

export interface DecisionMailDeps {
  users: Pick<UsersRepository, 'findPreferences' | 'findById'>;
  /** The gated mailer of app.ts: 'notification' mail goes out only while emailNotifications is on. */
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Tells an order's owner by email that an administrator approved or rejected it: a 'notification' email,
 * so the platform switch applies (in the mailer), and only if the owner has not turned email
 * notifications off in their own preferences. Never fails the decision: a mail error is only logged.
 */
export function createDecisionMail(deps: DecisionMailDeps) {
  return async function sendDecision(order: StoredOrder, approved: boolean, notes: string | null): Promise<void> {
    try {
      const preferences = (await deps.users.findPreferences(order.owner.id))?.preferences ?? DEFAULT_NOTIFICATION_PREFERENCES;
      if (!preferences.emailNotifications) return;
      // The owner's language: the mail is written in it (English when the account is gone meanwhile).
      const language = (await deps.users.findById(order.owner.id))?.language ?? DEFAULT_LANGUAGE;
      const words = accountMailTexts(language);
      const { orderDecision } = words;
      const portal = `${deps.publicUrl}/${order.side === 'buy' ? 'portal-trader' : 'portal-seller'}`;
      await deps.mailer.send(
        accountMail({
          to: order.owner.email,
          language,
          subject: orderDecision.subject(order.orderNumber, approved),
          category: 'notification',
          lines: [
            words.greeting(order.owner.firstName),
            '',
            approved ? orderDecision.approved(order.side, order.orderNumber) : orderDecision.rejected(order.side, order.orderNumber),
            ...(notes ? [orderDecision.notes(approved, notes)] : []),
            '',
            orderDecision.portal(portal),
          ],
        }),
      );
    } catch (err) {
      deps.log.error({ err, orderId: order.id }, 'trade decision email failed');
    }
  };
}

export type SendDecisionMail = ReturnType<typeof createDecisionMail>;
