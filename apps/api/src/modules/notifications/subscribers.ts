import { NOTIFICATION_TEXTS as T, notificationLinks as links, shortRef, type DealSide } from '@ctp/domain';
import type { DealFacts, EventBus } from '../../plugins/events';
import type { NotificationsRepository } from './repository';
import type { NotificationService } from './service';

type Notify = NotificationService['notify'];

/** The party on the other side of a deal from `side`. */
const otherParty = (deal: DealFacts, side: DealSide) => (side === 'buyer' ? deal.sellerId : deal.buyerId);
/** Both parties except the one who acted (the desk acting tells both). */
const partiesBut = (deal: { buyerId: string; sellerId: string | null }, actorId: string) =>
  [deal.buyerId, deal.sellerId].filter((id): id is string => id !== null && id !== actorId);

const dealLink = (dealId: string) => (portal: string) => links.deal(portal, dealId);
const contractLink = (contractId: string) => (portal: string) => links.contract(portal, contractId);
const dealSubject = (dealId: string) => ({ type: 'deal' as const, id: dealId });

/**
 * Turns domain events into notifications for exactly the users they concern (docs: issue 14). Each carries a dedupe
 * key naming its event, so a redelivered event (delivery is at least once) notifies nobody twice.
 */
export function subscribeNotifications(events: Pick<EventBus, 'subscribe'>, notify: Notify, repo: NotificationsRepository): void {
  /* ---------------------------------------------------------------- orders */

  for (const [type, texts] of [
    ['order.approved', T.orderApproved],
    ['order.rejected', T.orderRejected],
  ] as const) {
    events.subscribe(type, `the owner is told of the order's review`, async ({ orderId }) => {
      const order = await repo.orderFacts(orderId);
      if (!order) return;
      await notify(
        { userIds: [order.ownerId] },
        {
          category: 'trading',
          kind: type,
          title: texts.title,
          body: texts.body(order.orderNumber),
          link: links.trading,
          subject: { type: 'order', id: orderId },
          // An edited order is reviewed again: each review is its own notification.
          dedupeKey: `${type}:${orderId}:${order.reviewedAt ?? ''}`,
        },
      );
    });
  }

  events.subscribe('order.submitted', 'the desk is told of an order to approve', async ({ orderId, at }) => {
    const order = await repo.orderFacts(orderId);
    if (!order) return;
    await notify(
      { desk: true },
      {
        category: 'desk',
        kind: 'desk.order_submitted',
        title: T.deskOrderSubmitted.title,
        body: T.deskOrderSubmitted.body(order.orderNumber),
        link: links.adminTrades,
        subject: { type: 'order', id: orderId },
        dedupeKey: `desk.order_submitted:${orderId}:${at}`,
      },
    );
  });

  /* ----------------------------------------------------------------- deals */

  // A confirmed match opens its deal: the deal opening carries the deal to link to.
  events.subscribe('deal.opened', 'both parties are told of their match', async (deal) => {
    await notify(
      { userIds: [deal.buyerId, deal.sellerId] },
      {
        category: 'deals',
        kind: 'match.confirmed',
        title: T.matchConfirmed.title,
        body: T.matchConfirmed.body(shortRef(deal.dealId)),
        link: dealLink(deal.dealId),
        subject: dealSubject(deal.dealId),
        dedupeKey: `match.confirmed:${deal.dealId}`,
      },
    );
  });

  events.subscribe('deal.offer_made', 'the other party is told of a counter-offer', async (deal) => {
    await notify(
      { userIds: [otherParty(deal, deal.madeBy)] },
      {
        category: 'deals',
        kind: 'deal.offer_made',
        title: T.offerMade.title,
        body: T.offerMade.body(shortRef(deal.dealId)),
        link: dealLink(deal.dealId),
        subject: dealSubject(deal.dealId),
        dedupeKey: `deal.offer_made:${deal.offerId}`,
      },
    );
  });

  // A side answers an offer of the other side or of the desk: the other side is told (the maker, or the one whose
  // acceptance the desk's offer still waits for). An acceptance that agrees the deal is told by `deal.agreed`.
  events.subscribe('deal.offer_accepted', 'the other party is told of an acceptance', async (deal) => {
    if (deal.agreed) return;
    await notify(
      { userIds: [otherParty(deal, deal.by)] },
      {
        category: 'deals',
        kind: 'deal.offer_accepted',
        title: T.offerAccepted.title,
        body: T.offerAccepted.body(shortRef(deal.dealId)),
        link: dealLink(deal.dealId),
        subject: dealSubject(deal.dealId),
        dedupeKey: `deal.offer_accepted:${deal.offerId}:${deal.by}`,
      },
    );
  });

  events.subscribe('deal.offer_rejected', 'the other party is told of a rejection', async (deal) => {
    await notify(
      { userIds: [otherParty(deal, deal.by)] },
      {
        category: 'deals',
        kind: 'deal.offer_rejected',
        title: T.offerRejected.title,
        body: T.offerRejected.body(shortRef(deal.dealId)),
        link: dealLink(deal.dealId),
        subject: dealSubject(deal.dealId),
        dedupeKey: `deal.offer_rejected:${deal.offerId}:${deal.by}`,
      },
    );
  });

  events.subscribe('deal.agreed', 'both parties are told the deal is agreed', async (deal) => {
    await notify(
      { userIds: [deal.buyerId, deal.sellerId] },
      {
        category: 'deals',
        kind: 'deal.agreed',
        title: T.dealAgreed.title,
        body: T.dealAgreed.body(shortRef(deal.dealId)),
        link: dealLink(deal.dealId),
        subject: dealSubject(deal.dealId),
        dedupeKey: `deal.agreed:${deal.offerId}`,
      },
    );
  });

  events.subscribe('deal.message_posted', 'the other participants are told of a message', async (deal) => {
    await notify(
      { userIds: partiesBut(deal, deal.authorId) },
      {
        category: 'deals',
        // Mail digests this kind (at most one per deal per 15 minutes).
        kind: 'deal.message',
        title: T.dealMessage.title,
        body: T.dealMessage.body(shortRef(deal.dealId)),
        link: dealLink(deal.dealId),
        subject: dealSubject(deal.dealId),
        dedupeKey: `deal.message:${deal.messageId}`,
      },
    );
  });

  events.subscribe('deal.document_shared', 'the other party is told of a shared document', async (deal) => {
    await notify(
      { userIds: partiesBut(deal, deal.sharedById) },
      {
        category: 'documents',
        kind: 'deal.document_shared',
        title: T.dealDocumentShared.title,
        body: T.dealDocumentShared.body(shortRef(deal.dealId)),
        link: dealLink(deal.dealId),
        subject: dealSubject(deal.dealId),
        dedupeKey: `deal.document_shared:${deal.documentId}`,
      },
    );
  });

  /* ------------------------------------------------------------- contracts */

  // The deal follows its contract; these of its steps concern both parties.
  const contractSteps = { contract_pending_signature: ['contract.to_sign', T.contractToSign], executed: ['contract.executed', T.contractExecuted], cancelled: ['contract.cancelled', T.contractCancelled] } as const;
  events.subscribe('deal.transitioned', 'both parties are told of a contract step', async (deal) => {
    const step = deal.to in contractSteps ? contractSteps[deal.to as keyof typeof contractSteps] : undefined;
    if (!step) return;
    const [kind, texts] = step;
    const number = (await repo.contractNumber(deal.contractId)) ?? shortRef(deal.contractId);
    await notify(
      { userIds: [deal.buyerId, deal.sellerId] },
      {
        category: 'contracts',
        kind,
        title: texts.title,
        body: texts.body(number),
        link: contractLink(deal.contractId),
        subject: { type: 'contract', id: deal.contractId },
        dedupeKey: `${kind}:${deal.contractId}`,
      },
    );
  });

  events.subscribe('contract.signed', 'the other party is told of a signature', async (signed) => {
    const number = (await repo.contractNumber(signed.contractId)) ?? shortRef(signed.contractId);
    await notify(
      { userIds: partiesBut(signed, signed.signerId) },
      {
        category: 'contracts',
        kind: 'contract.signed',
        title: T.contractSignedByOther.title,
        body: T.contractSignedByOther.body(number),
        link: contractLink(signed.contractId),
        subject: { type: 'contract', id: signed.contractId },
        dedupeKey: `contract.signed:${signed.contractId}:${signed.by}`,
      },
    );
  });

  /* ------------------------------------------------------- documents, KYC */

  events.subscribe('document.reviewed', 'the owner is told of the review', async ({ documentId, userId, verified }) => {
    const name = (await repo.documentName(documentId)) ?? 'document';
    const texts = verified ? T.documentVerified : T.documentRejected;
    const kind = verified ? 'document.verified' : 'document.rejected';
    await notify(
      { userIds: [userId] },
      { category: 'documents', kind, title: texts.title, body: texts.body(name), link: links.documents, subject: { type: 'document', id: documentId }, dedupeKey: `${kind}:${documentId}` },
    );
  });

  events.subscribe('kyc.approved', 'the user is told their KYC is approved', async ({ userId, at }) => {
    await notify(
      { userIds: [userId] },
      { category: 'documents', kind: 'kyc.approved', title: T.kycApproved.title, body: T.kycApproved.body(), link: links.profile, subject: { type: 'user', id: userId }, dedupeKey: `kyc.approved:${at}` },
    );
  });

  events.subscribe('document.uploaded', 'the desk is told of a document to review', async ({ documentId }) => {
    const name = (await repo.documentName(documentId)) ?? 'document';
    await notify(
      { desk: true },
      {
        category: 'desk',
        kind: 'desk.document_uploaded',
        title: T.deskDocumentUploaded.title,
        body: T.deskDocumentUploaded.body(name),
        link: links.adminDocuments,
        subject: { type: 'document', id: documentId },
        dedupeKey: `desk.document_uploaded:${documentId}`,
      },
    );
  });

  /* ------------------------------------------------------------- inquiries */

  events.subscribe('inquiry.received', 'the desk is told of a new inquiry', async ({ inquiryId }) => {
    const sender = (await repo.inquirySender(inquiryId)) ?? 'a visitor';
    await notify(
      { desk: true },
      {
        category: 'desk',
        kind: 'desk.inquiry_received',
        title: T.deskInquiryReceived.title,
        body: T.deskInquiryReceived.body(sender),
        link: links.adminInquiries,
        subject: { type: 'inquiry', id: inquiryId },
        dedupeKey: `desk.inquiry_received:${inquiryId}`,
      },
    );
  });
}
