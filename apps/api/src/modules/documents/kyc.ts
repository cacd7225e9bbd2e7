import { KYC_DOCUMENT_TYPES, type KycStatus } from '@ctp/domain';
import type { AuditLog } from '../audit';
import { nowIso } from '../../lib/time';
import type { EventBus } from '../../plugins/events';
import type { DocumentRepository } from './repository';

/** Statuses that count as an accepted document: the business API's 'verified' and the portals' 'approved' (spec 4). */
const ACCEPTED: ReadonlySet<string> = new Set(['verified', 'approved']);

/**
 * The KYC rule (issue 7), from a user's identity, proof-of-funds and company-registration documents
 * listed newest first: 'rejected' while the newest document of any of the three kinds is rejected;
 * 'approved' once each kind has a verified one; 'pending' otherwise. A new upload after a rejection
 * therefore takes the user back to pending until it is reviewed.
 */
export function kycStatusOf(documentsNewestFirst: readonly { documentType: string; status: string }[]): KycStatus {
  const newest = (type: string) => documentsNewestFirst.find((document) => document.documentType === type);
  if (KYC_DOCUMENT_TYPES.some((type) => newest(type)?.status === 'rejected')) return 'rejected';
  const accepted = KYC_DOCUMENT_TYPES.every((type) =>
    documentsNewestFirst.some((document) => document.documentType === type && ACCEPTED.has(document.status)),
  );
  return accepted ? 'approved' : 'pending';
}

/** What happened to a document: uploaded, reviewed (verified or rejected), or deleted. */
export type KycDocumentChange = 'upload' | 'review' | 'deletion';

/**
 * The status after a document change. An approval is withdrawn only by a rejected or a deleted required document:
 * a document under review never takes it away, even where the approval did not come from documents (an account
 * approved by the desk).
 */
export function nextKycStatus(before: KycStatus, documentsNewestFirst: Parameters<typeof kycStatusOf>[0], change: KycDocumentChange): KycStatus {
  const computed = kycStatusOf(documentsNewestFirst);
  const withdrawsApproval = computed === 'rejected' || change === 'deletion';
  return before === 'approved' && !withdrawsApproval ? 'approved' : computed;
}

/** Who caused a change: an administrator's decision, or the owner's upload or deletion. */
export interface KycCause {
  change: KycDocumentChange;
  actorId: string;
  actorEmail?: string | null | undefined;
  byAdmin: boolean;
  ip?: string | null | undefined;
  /** The document whose change led here. */
  documentId: string;
}

export interface KycReviewDeps {
  repo: DocumentRepository;
  audit?: Pick<AuditLog, 'record'> | undefined;
  /** Announces `kyc.approved` (the user is told). */
  events?: Pick<EventBus, 'record' | 'deliver'> | undefined;
  now?: () => number;
}

/** Keeps users.kyc_status in line with the rule above; the one place that writes it. */
export function createKycReview({ repo, audit, events, now = Date.now }: KycReviewDeps) {
  return {
    /** Recomputes the user's KYC status and, when it changed, stores and audits it. Returns the status now held. */
    async recompute(userId: string, cause: KycCause): Promise<KycStatus | undefined> {
      // A concurrent change to the same user makes the conditional write miss: read again and retry.
      for (let attempt = 0; attempt < 3; attempt++) {
        const before = await repo.kycStatus(userId);
        if (before === undefined) return undefined;
        const after = nextKycStatus(before, await repo.kycDocuments(userId), cause.change);
        if (after === before) return before;
        const at = nowIso(now());
        const changed = await repo.transaction(async (trx) => {
          if (!(await repo.setKycStatus(userId, before, after, at, trx))) return false;
          if (after === 'approved') await events?.record(trx, { type: 'kyc.approved', payload: { userId, at } });
          return true;
        });
        if (!changed) continue;
        if (after === 'approved') await events?.deliver();
        await audit?.record({
          action: cause.byAdmin ? 'admin.user.kyc_changed' : 'user.kyc_changed',
          actorId: cause.actorId,
          actorEmail: cause.actorEmail ?? null,
          target: userId,
          ip: cause.ip ?? null,
          details: { before: { kycStatus: before }, after: { kycStatus: after }, documentId: cause.documentId },
        });
        return after;
      }
      return repo.kycStatus(userId);
    },
  };
}

export type KycReview = ReturnType<typeof createKycReview>;
