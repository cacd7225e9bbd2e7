import type { NotificationSubject } from '@ctp/domain';
import type { EventBus, EventType } from '../../plugins/events';
import type { LiveEvents } from '../../plugins/live-events';
import type { LiveEventsRepository } from './repository';

/** Every deal event: its buyer, its seller and the desk see the deal change. */
const DEAL_EVENTS = [
  'deal.opened',
  'deal.offer_made',
  'deal.offer_accepted',
  'deal.offer_rejected',
  'deal.agreed',
  'deal.message_posted',
  'deal.transitioned',
  'deal.document_shared',
  'deal.rated',
] as const satisfies readonly EventType[];

/**
 * "Changed" hints after domain events, so every portal showing the subject refetches it at once: the parties of a
 * deal or contract and the desk, an order's owner, a document's owner. Sending a hint twice (at-least-once delivery)
 * only refetches twice.
 */
export function subscribeChangeHints(events: EventBus, live: LiveEvents, repo: LiveEventsRepository): void {
  const tell = async (userIds: Iterable<string>, subject: NotificationSubject) => {
    await Promise.all([...new Set(userIds)].map((userId) => live.publish(userId, { type: 'changed', data: { subject } })));
  };
  const withDesk = async (userIds: string[]) => [...userIds, ...(await repo.activeAdminIds())];

  for (const type of DEAL_EVENTS) {
    events.subscribe(type, 'live-events: deal changed', async (deal) =>
      tell(await withDesk([deal.buyerId, deal.sellerId]), { type: 'deal', id: deal.dealId }),
    );
  }
  events.subscribe('match.confirmed', 'live-events: orders matched', async (match) => {
    await tell([match.buyerId], { type: 'order', id: match.buyOrderId });
    await tell([match.sellerId], { type: 'order', id: match.sellOrderId });
  });
  events.subscribe('contract.transitioned', 'live-events: contract changed', async ({ contractId }) =>
    tell(await withDesk(await repo.contractParties(contractId)), { type: 'contract', id: contractId }),
  );
  events.subscribe('order.approved', 'live-events: order approved', async ({ orderId }) => {
    const owner = await repo.orderOwner(orderId);
    if (owner) await tell([owner], { type: 'order', id: orderId });
  });
  events.subscribe('document.reviewed', 'live-events: document reviewed', async ({ documentId, userId }) =>
    tell([userId], { type: 'document', id: documentId }),
  );
}
