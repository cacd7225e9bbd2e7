import { DEFAULT_NOTIFICATION_PREFERENCES } from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../plugins/mailer';
import type { UsersRepository } from '../users';
import type { StoredOrder } from './repository';

export interface DecisionMailDeps {
  users: Pick<UsersRepository, 'findPreferences'>;
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
      const kind = order.side === 'buy' ? 'buy request' : 'sell listing';
      const portal = `${deps.publicUrl}/${order.side === 'buy' ? 'portal-trader' : 'portal-seller'}`;
      const text = [
        `Hello ${order.owner.firstName},`,
        '',
        approved
          ? `Your ${kind} ${order.orderNumber} was approved. It is now active and open for matching.`
          : `Your ${kind} ${order.orderNumber} was not approved.`,
        ...(notes ? [`${approved ? 'Notes' : 'Reason'}: ${notes}`] : []),
        '',
        `See it in your portal: ${portal}`,
      ].join('\n');
      await deps.mailer.send({
        to: order.owner.email,
        subject: `${order.orderNumber} ${approved ? 'approved' : 'not approved'}`,
        text,
        category: 'notification',
      });
    } catch (err) {
      deps.log.error({ err, orderId: order.id }, 'trade decision email failed');
    }
  };
}

export type SendDecisionMail = ReturnType<typeof createDecisionMail>;
