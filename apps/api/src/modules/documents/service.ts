import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ACTIVITY_TEXTS,
  DEAL_TEXTS,
  DOCUMENT_ERROR_CODES,
  DOCUMENT_STATUSES_BY_FILTER,
  DOCUMENT_TEXTS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  ERROR_CODES,
  TEXTS,
  documentUploadFieldsSchema,
  fileExtension,
  isDocumentExtension,
  isPreviewable,
  pageCount,
  type DealDocument,
  type DealDocumentList,
  type DealStatus,
  type Document,
  type DocumentList,
  type ValidDocumentListQuery,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { cleanFileName, createFileInspector } from './file-checks';
import type { KycReview } from './kyc';
import type { DocumentFilter, DocumentRepository, StoredDocument } from './repository';
import type { DocumentStorage, StoredFileReader } from '../../plugins/storage';
import type { Principal } from '../../plugins/access';
import type { ActivityService } from '../activity';
import type { AuditLog } from '../audit';
import type { DealMembership, DealMembershipLookup } from '../deals';
import type { EventBus } from '../../plugins/events';

export interface DocumentServiceDeps {
  repo: DocumentRepository;
  storage: DocumentStorage;
  /** Optional so the module stands alone; app.ts passes the activity service. */
  activity?: Pick<ActivityService, 'record'> | undefined;
  /** Recomputes the owner's KYC status after an upload or a deletion (a new upload after a rejection is pending again). */
  kyc?: Pick<KycReview, 'recompute'> | undefined;
  /** Who takes part in a deal, for documents shared with one; without it no document can be shared with a deal. */
  deals?: DealMembershipLookup | undefined;
  /** Sharing with a deal is audited and announced as `deal.document_shared`. */
  audit?: Pick<AuditLog, 'record'> | undefined;
  events?: Pick<EventBus, 'record' | 'deliver'> | undefined;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** An uploaded file that passed every check and sits in storage, not yet tied to a row. */
export interface ReceivedFile {
  key: string;
  size: number;
  fileName: string;
  mimeType: string;
}

const notFound = () => AppError.notFound();
const dealNotFound = () => new AppError(404, ERROR_CODES.notFound, DEAL_TEXTS.notFound);
const fillRequired = () => new AppError(400, ERROR_CODES.validation, TEXTS.fillRequired);
/** A cancelled or expired deal takes no more documents; an executed one still does (a bill of lading comes late). */
const CLOSED_TO_DOCUMENTS: readonly DealStatus[] = ['cancelled', 'expired'];

/** The owner's view of a document: everything but where its file is stored and which administrator reviewed it. */
export function publicDocument({ storageKey: _storageKey, reviewedBy: _reviewedBy, ...document }: StoredDocument): Document {
  return document;
}

/** Types whose key or label contains the (lower-case) search text: 'proof' finds Proof of Funds. */
const typesNamedBy = (text: string) =>
  DOCUMENT_TYPES.filter((type) => type.includes(text) || DOCUMENT_TYPE_LABELS[type].toLowerCase().includes(text));

/** The repository filter of a list query (the owner's and the administrator's lists alike). */
export function documentFilterOf(query: ValidDocumentListQuery): Omit<DocumentFilter, 'ownerId' | 'owner'> {
  const text = query.search?.toLowerCase();
  return {
    search: text ? { text, types: typesNamedBy(text) } : undefined,
    type: query.type === 'all' ? undefined : query.type,
    statuses: query.status === undefined || query.status === 'all' ? undefined : DOCUMENT_STATUSES_BY_FILTER[query.status],
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  };
}

/**
 * The document center: uploads checked while they stream to storage, lists, downloads and deletion.
 * Only the owner and administrators see or touch a document; anyone else is told it does not exist.
 */
export function createDocumentService({ repo, storage, activity, kyc, deals, audit, events, log, now = Date.now }: DocumentServiceDeps) {
  /** The caller's place in the deal; 404 (as for a deal that does not exist) when they have none. */
  async function memberOf(viewer: Principal, dealId: string): Promise<DealMembership> {
    const membership = await deals?.(viewer, dealId);
    if (!membership) throw dealNotFound();
    return membership;
  }

  /**
   * The document if the viewer may see it: its owner and administrators; for reading (not deleting) a document shared
   * with a deal, also the deal's other party. Anyone else is told it does not exist.
   */
  async function visible(viewer: Principal, id: string, access: 'read' | 'manage' = 'manage'): Promise<StoredDocument> {
    const document = await repo.findById(id);
    if (!document) throw notFound();
    if (viewer.role === 'admin' || document.userId === viewer.id) return document;
    if (access === 'read' && document.dealId !== null && (await deals?.(viewer, document.dealId))) return document;
    throw notFound();
  }

  /** A deal document as the deal shows it: who shared it by role, name and company, never by account id. */
  function dealDocumentView(document: StoredDocument, membership: DealMembership, viewer: Principal): DealDocument {
    const { userId, uploadedBy: _uploadedBy, ...shown } = publicDocument(document);
    const sharedBy =
      userId === membership.buyerId
        ? { role: 'buyer' as const, ...membership.buyer }
        : userId === membership.sellerId
          ? { role: 'seller' as const, ...membership.seller }
          : { role: 'desk' as const, name: DEAL_TEXTS.deskName, company: null };
    return { ...shown, dealId: membership.dealId, sharedBy, mine: userId === viewer.id };
  }

  return {
    /**
     * Streams one file to storage through the checks (size, signature against extension, text, archive).
     * When a check fails, or the stream fails or is cut off, nothing is kept and the error is thrown.
     */
    async receiveFile(rawName: string, source: Readable): Promise<ReceivedFile> {
      const fileName = cleanFileName(rawName);
      const extension = fileExtension(fileName);
      if (!fileName) {
        source.destroy();
        throw fillRequired();
      }
      if (!isDocumentExtension(extension)) {
        source.destroy();
        throw new AppError(415, DOCUMENT_ERROR_CODES.unsupportedType, DOCUMENT_TEXTS.unsupportedType);
      }
      const inspector = createFileInspector(extension);
      // The inspector's failure reaches storage.put (which then removes its partial file) and source errors
      // reach the inspector, so put's error is the one that counts.
      const feeding = pipeline(source, inspector.stream);
      feeding.catch(() => {});
      const stored = await storage.put(inspector.stream);
      try {
        await feeding;
        const { mimeType } = inspector.result();
        return { key: stored.key, size: stored.size, fileName, mimeType };
      } catch (error) {
        await storage.delete(stored.key);
        throw error;
      }
    },

    /** Removes a received file that will not become a document. */
    async discard(file: ReceivedFile): Promise<void> {
      await storage.delete(file.key).catch((error: unknown) => log.error({ err: error, key: file.key }, 'could not remove a refused upload'));
    },

    /** Validates the form fields and records the document. Throws (and leaves the file to the caller) when refused. */
    async create(viewer: Principal, rawFields: Record<string, string>, file: ReceivedFile | undefined, ip?: string): Promise<Document> {
      if (!file || !rawFields.documentType?.trim() || !rawFields.documentName?.trim()) throw fillRequired();
      const parsed = documentUploadFieldsSchema.safeParse(rawFields);
      if (!parsed.success) {
        const details = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        throw new AppError(400, ERROR_CODES.validation, details[0]?.message ?? TEXTS.fillRequired, details);
      }
      const fields = parsed.data;
      if (fields.contractId !== undefined) {
        // Administrators may attach any existing contract; everyone else only one they are a party to.
        const allowed = await repo.contractAllows(fields.contractId, viewer.role === 'admin' ? undefined : viewer.id);
        if (!allowed) throw new AppError(400, DOCUMENT_ERROR_CODES.contractNotFound, DOCUMENT_TEXTS.contractNotFound);
      }
      // Its buyer, its seller and the desk share documents with a deal; anyone else is told the deal does not exist.
      const deal = fields.dealId === undefined ? undefined : await memberOf(viewer, fields.dealId);
      if (deal && CLOSED_TO_DOCUMENTS.includes(deal.status)) {
        throw new AppError(409, DOCUMENT_ERROR_CODES.dealClosed, DOCUMENT_TEXTS.dealClosed(deal.status), { status: deal.status });
      }
      const document = await repo.transaction(async (trx) => {
        const inserted = await repo.insert(
          {
            userId: viewer.id,
            contractId: fields.contractId ?? null,
            dealId: deal?.dealId ?? null,
            documentType: fields.documentType,
            documentName: fields.documentName,
            description: fields.description ?? null,
            fileName: file.fileName,
            fileSize: file.size,
            mimeType: file.mimeType,
            storageKey: file.key,
            status: 'uploaded',
            uploadedBy: viewer.id,
            createdAt: nowIso(now()),
          },
          trx,
        );
        await activity?.record(
          {
            userId: viewer.id,
            type: 'document_uploaded',
            title: ACTIVITY_TEXTS.documentUploaded,
            description: ACTIVITY_TEXTS.documentNamed(inserted.documentName, inserted.documentType),
            entityType: 'document',
            entityId: inserted.id,
          },
          trx,
        );
        // The desk reviews KYC and deal documents: it is told of every upload but its own.
        if (viewer.role !== 'admin') {
          await events?.record(trx, { type: 'document.uploaded', payload: { documentId: inserted.id, userId: viewer.id, documentType: inserted.documentType, dealId: inserted.dealId } });
        }
        if (deal) {
          const { role: sharedByRole, status: _status, buyer: _buyer, seller: _seller, ...facts } = deal;
          await events?.record(trx, {
            type: 'deal.document_shared',
            payload: { ...facts, documentId: inserted.id, documentType: inserted.documentType, sharedById: viewer.id, sharedByRole },
          });
        }
        return inserted;
      });
      log.info({ documentId: document.id, userId: viewer.id, dealId: document.dealId, size: document.fileSize, mimeType: document.mimeType }, 'document uploaded');
      if (deal) {
        await events?.deliver();
        await audit?.record({
          action: 'deal.document_shared',
          actorId: viewer.id,
          actorEmail: viewer.email,
          target: deal.dealId,
          ip: ip ?? null,
          details: { documentId: document.id, documentType: document.documentType, as: deal.role, size: document.fileSize },
        });
      } else {
        await events?.deliver();
        await kyc?.recompute(viewer.id, { change: 'upload', actorId: viewer.id, actorEmail: viewer.email, byAdmin: false, documentId: document.id });
      }
      return publicDocument(document);
    },

    async list(viewer: Principal, query: ValidDocumentListQuery): Promise<DocumentList> {
      const { documents, total } = await repo.list({ ...documentFilterOf(query), ownerId: viewer.role === 'admin' ? undefined : viewer.id });
      return { documents: documents.map(publicDocument), total, page: query.page, totalPages: pageCount(total, query.limit) };
    },

    get: async (viewer: Principal, id: string): Promise<Document> => publicDocument(await visible(viewer, id)),

    /** The documents shared with a deal, for its parties and the desk; 404 for anyone else. */
    async listForDeal(viewer: Principal, dealId: string): Promise<DealDocumentList> {
      const membership = await memberOf(viewer, dealId);
      const documents = (await repo.listForDeal(dealId)).map((document) => dealDocumentView(document, membership, viewer));
      return { documents, total: documents.length };
    },

    /** The document and its file; 404 when either is missing, 415 for a preview of a kind shown only as a download. */
    async open(viewer: Principal, id: string, purpose: 'download' | 'preview'): Promise<{ document: Document; file: StoredFileReader }> {
      const document = await visible(viewer, id, 'read');
      if (purpose === 'preview' && !isPreviewable(document.mimeType)) {
        throw new AppError(415, DOCUMENT_ERROR_CODES.notPreviewable, DOCUMENT_TEXTS.notPreviewable);
      }
      const file = await storage.get(document.storageKey);
      if (!file) {
        log.error({ documentId: id, key: document.storageKey }, 'document file missing from storage');
        throw new AppError(404, ERROR_CODES.notFound, DOCUMENT_TEXTS.fileMissing);
      }
      return { document: publicDocument(document), file };
    },

    /** Removes the row (with its activity entry, for the owner's feed) and then the file. */
    async delete(viewer: Principal, id: string): Promise<void> {
      const document = await visible(viewer, id);
      const removed = await repo.transaction(async (trx) => {
        if (!(await repo.delete(id, trx))) return false;
        await activity?.record(
          {
            userId: document.userId,
            type: 'document_deleted',
            title: DOCUMENT_TEXTS.deleted,
            description: ACTIVITY_TEXTS.documentNamed(document.documentName, document.documentType),
            entityType: 'document',
            entityId: document.id,
          },
          trx,
        );
        return true;
      });
      if (!removed) throw notFound();
      // A file left behind by a failed removal is harmless (nothing points at it); a row without its file is not.
      await storage.delete(document.storageKey).catch((error: unknown) => log.error({ err: error, documentId: id }, 'could not remove a document file'));
      log.info({ documentId: id, by: viewer.id }, 'document deleted');
      if (document.dealId === null) await kyc?.recompute(document.userId, { change: 'deletion', actorId: viewer.id, actorEmail: viewer.email, byAdmin: viewer.role === 'admin', documentId: id });
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
