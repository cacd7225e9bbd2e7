import { ADMIN_DOCUMENT_TEXTS, NOTIFICATION_TEXTS as T, notificationLinks as links, shortRef, type DealSide } from '@ctp/domain';
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
/** A deal step's notification: its kind, its texts, and the category whose mail switch it follows. */
type DealStep = readonly [kind: string, texts: { title: string; body: (ref: string) => string }, category: 'deals' | 'documents'];

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

  events.subscribe('match.suggested', 'the desk is told of a high-compatibility match', async ({ orderId, buyOrderId, sellOrderId, matchScore }) => {
    const [buy, sell] = await Promise.all([repo.orderFacts(buyOrderId), repo.orderFacts(sellOrderId)]);
    if (!buy || !sell) return;
    await notify(
      { desk: true },
      {
        category: 'desk',
        kind: 'desk.match_suggested',
        title: T.deskMatchSuggested.title,
        body: T.deskMatchSuggested.body(`${buy.orderNumber} / ${sell.orderNumber}`, Math.round(matchScore)),
        link: links.adminMatching,
        subject: { type: 'order', id: orderId },
        dedupeKey: `desk.match_suggested:${buyOrderId}:${sellOrderId}`,
      },
    );
  });

  /* ----------------------------------------------------------------- deals */

  /** A deal as its room's header names it: the two orders' numbers. */
  const dealRef = async (deal: DealFacts) => {
    const [buy, sell] = await Promise.all([repo.orderFacts(deal.buyOrderId), repo.orderFacts(deal.sellOrderId)]);
    return buy && sell ? `${buy.orderNumber} / ${sell.orderNumber}` : shortRef(deal.dealId);
  };
  /** Tells `userIds` of a step in the deal, linked to its room; `dedupe` names the step's event. */
  const tellOfDeal = async (deal: DealFacts, userIds: string[], step: DealStep, dedupe: string) => {
    const [kind, texts, category] = step;
    await notify(
      { userIds },
      { category, kind, title: texts.title, body: texts.body(await dealRef(deal)), link: dealLink(deal.dealId), subject: dealSubject(deal.dealId), dedupeKey: `${kind}:${dedupe}` },
    );
  };

  // A confirmed match opens its deal: the deal opening carries the deal to link to.
  events.subscribe('deal.opened', 'both parties are told of their match', (deal) =>
    tellOfDeal(deal, [deal.buyerId, deal.sellerId], ['match.confirmed', T.matchConfirmed, 'deals'], deal.dealId),
  );

  events.subscribe('deal.offer_made', 'the other party is told of a counter-offer', (deal) =>
    tellOfDeal(deal, [otherParty(deal, deal.madeBy)], ['deal.offer_made', T.offerMade, 'deals'], deal.offerId),
  );

  // A side answers an offer of the other side or of the desk: the other side is told (the maker, or the one whose
  // acceptance the desk's offer still waits for). An acceptance that agrees the deal is told by `deal.agreed`.
  events.subscribe('deal.offer_accepted', 'the other party is told of an acceptance', async (deal) => {
    if (deal.agreed) return;
    await tellOfDeal(deal, [otherParty(deal, deal.by)], ['deal.offer_accepted', T.offerAccepted, 'deals'], `${deal.offerId}:${deal.by}`);
  });

  events.subscribe('deal.offer_rejected', 'the other party is told of a rejection', (deal) =>
    tellOfDeal(deal, [otherParty(deal, deal.by)], ['deal.offer_rejected', T.offerRejected, 'deals'], `${deal.offerId}:${deal.by}`),
  );

  events.subscribe('deal.agreed', 'both parties are told the deal is agreed', (deal) =>
    tellOfDeal(deal, [deal.buyerId, deal.sellerId], ['deal.agreed', T.dealAgreed, 'deals'], deal.offerId),
  );

  // Mail digests this kind (at most one per deal per 15 minutes).
  events.subscribe('deal.message_posted', 'the other participants are told of a message', (deal) =>
    tellOfDeal(deal, partiesBut(deal, deal.authorId), ['deal.message', T.dealMessage, 'deals'], deal.messageId),
  );

  events.subscribe('deal.document_shared', 'the other party is told of a shared document', (deal) =>
    tellOfDeal(deal, partiesBut(deal, deal.sharedById), ['deal.document_shared', T.dealDocumentShared, 'documents'], deal.documentId),
  );

  /* ------------------------------------------------------------- contracts */

  // These steps of a contract concern both parties, whether a deal or the desk drew it up.
  const contractSteps = { pending: ['contract.to_sign', T.contractToSign], executed: ['contract.executed', T.contractExecuted], cancelled: ['contract.cancelled', T.contractCancelled] } as const;
  events.subscribe('contract.transitioned', 'both parties are told of a contract step', async ({ contractId, to }) => {
    const step = to in contractSteps ? contractSteps[to as keyof typeof contractSteps] : undefined;
    const contract = step && (await repo.contractFacts(contractId));
    if (!step || !contract) return;
    const [kind, texts] = step;
    await notify(
      { userIds: [contract.buyerId, contract.sellerId].filter((id): id is string => id !== null) },
      {
        category: 'contracts',
        kind,
        title: texts.title,
        body: texts.body(contract.contractNumber),
        link: contractLink(contractId),
        subject: { type: 'contract', id: contractId },
        dedupeKey: `${kind}:${contractId}`,
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
    const name = (await repo.documentName(documentId)) ?? T.unnamedDocument;
    const texts = verified ? T.documentVerified : T.documentRejected;
    const kind = verified ? 'document.verified' : 'document.rejected';
    await notify(
      { userIds: [userId] },
      { category: 'documents', kind, title: verified ? ADMIN_DOCUMENT_TEXTS.verified : ADMIN_DOCUMENT_TEXTS.rejected, body: texts.body(name), link: links.documents, subject: { type: 'document', id: documentId }, dedupeKey: `${kind}:${documentId}` },
    );
  });

  events.subscribe('kyc.approved', 'the user is told their KYC is approved', async ({ userId, at }) => {
    await notify(
      { userIds: [userId] },
      { category: 'documents', kind: 'kyc.approved', title: T.kycApproved.title, body: T.kycApproved.body(), link: links.profile, subject: { type: 'user', id: userId }, dedupeKey: `kyc.approved:${at}` },
    );
  });

  events.subscribe('document.uploaded', 'the desk is told of a document to review', async ({ documentId }) => {
    const name = (await repo.documentName(documentId)) ?? T.unnamedDocument;
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
    const sender = (await repo.inquirySender(inquiryId)) ?? T.unknownSender;
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
