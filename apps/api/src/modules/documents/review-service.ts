import {
  ACTIVITY_TEXTS,
  ADMIN_DOCUMENT_TEXTS,
  DOCUMENT_REVIEW_ERROR_CODES,
  pageCount,
  type AdminDocument,
  type AdminDocumentList,
  type DocumentOwner,
  type ValidAdminDocumentListQuery,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { AuditLog } from '../audit';
import type { KycReview } from './kyc';
import type { DocumentDecision, DocumentRepository, StoredDocument } from './repository';
import { documentFilterOf, publicDocument } from './service';
import type { ActivityService } from '../activity';
import type { Principal } from '../../plugins/access';
import type { EventBus } from '../../plugins/events';

export interface DocumentReviewDeps {
  repo: DocumentRepository;
  activity: Pick<ActivityService, 'record'>;
  audit: Pick<AuditLog, 'record'>;
  kyc: Pick<KycReview, 'recompute'>;
  /** A decision is announced as `document.reviewed` once stored. */
  events: Pick<EventBus, 'record' | 'deliver'>;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** An owner whose account row is gone still shows, by id. */
const unknownOwner = (id: string): DocumentOwner => ({ id, email: '', name: '', kycStatus: 'pending' });

/**
 * The administrator's side of the Document Center: every user's documents with their owners, and the
 * verify and reject decisions. A decision is stored with its reviewer and time, goes into the owner's
 * activity feed (with the reason of a rejection) and the audit log, and the owner's KYC status is
 * recomputed after it.
 */
export function createDocumentReviewService({ repo, activity, audit, kyc, events, log, now = Date.now }: DocumentReviewDeps) {
  async function withOwners(documents: readonly StoredDocument[]): Promise<AdminDocument[]> {
    const owners = await repo.ownersOf(documents.map((document) => document.userId));
    return documents.map((document) => ({
      ...publicDocument(document),
      reviewedAt: document.reviewedAt,
      reviewedBy: document.reviewedBy,
      owner: owners.get(document.userId) ?? unknownOwner(document.userId),
    }));
  }

  async function decide(reviewer: Principal, id: string, decision: Omit<DocumentDecision, 'reviewerId' | 'at'>, ip: string | null): Promise<AdminDocument> {
    const document = await repo.findById(id);
    if (!document) throw AppError.notFound();
    const at = nowIso(now());
    const verified = decision.status === 'verified';
    const changed = await repo.transaction(async (trx) => {
      if (!(await repo.decide(id, { ...decision, reviewerId: reviewer.id, at }, trx))) return false;
      await activity.record(
        {
          userId: document.userId,
          type: verified ? 'document_verified' : 'document_rejected',
          title: verified ? ADMIN_DOCUMENT_TEXTS.verified : ADMIN_DOCUMENT_TEXTS.rejected,
          description: verified
            ? ACTIVITY_TEXTS.documentNamed(document.documentName, document.documentType)
            : ACTIVITY_TEXTS.documentRejectedFor(document.documentName, document.documentType, String(decision.reason)),
          entityType: 'document',
          entityId: id,
        },
        trx,
      );
      await events.record(trx, { type: 'document.reviewed', payload: { documentId: id, userId: document.userId, verified } });
      return true;
    });
    if (!changed) {
      // Only a document that already holds this status (or was deleted meanwhile) lands here.
      if (!(await repo.findById(id))) throw AppError.notFound();
      const message = verified ? ADMIN_DOCUMENT_TEXTS.alreadyVerified : ADMIN_DOCUMENT_TEXTS.alreadyRejected;
      throw new AppError(409, DOCUMENT_REVIEW_ERROR_CODES.alreadyDecided, message, { status: decision.status });
    }
    await audit.record({
      action: verified ? 'admin.document.verified' : 'admin.document.rejected',
      actorId: reviewer.id,
      actorEmail: reviewer.email,
      target: id,
      ip,
      details: {
        ownerId: document.userId,
        documentType: document.documentType,
        before: { status: document.status },
        after: { status: decision.status, ...(decision.reason ? { reason: decision.reason } : {}) },
      },
    });
    // A deal document is reviewed like any other but never counts toward its owner's KYC.
    if (document.dealId === null) await kyc.recompute(document.userId, { change: 'review', actorId: reviewer.id, actorEmail: reviewer.email, byAdmin: true, ip, documentId: id });
    await events.deliver();
    log.info({ documentId: id, by: reviewer.id, status: decision.status }, 'document reviewed');
    const [updated] = await withOwners([(await repo.findById(id)) ?? document]);
    return updated!;
  }

  return {
    async list(query: ValidAdminDocumentListQuery): Promise<AdminDocumentList> {
      const owner = query.owner?.toLowerCase();
      const { documents, total } = await repo.list({ ...documentFilterOf(query), owner: owner || undefined });
      return { documents: await withOwners(documents), total, page: query.page, totalPages: pageCount(total, query.limit) };
    },

    verify: (reviewer: Principal, id: string, ip: string | null) => decide(reviewer, id, { status: 'verified', reason: null }, ip),

    reject: (reviewer: Principal, id: string, reason: string, ip: string | null) => decide(reviewer, id, { status: 'rejected', reason }, ip),
  };
}

export type DocumentReviewService = ReturnType<typeof createDocumentReviewService>;
