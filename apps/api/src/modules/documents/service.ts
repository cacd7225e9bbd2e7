import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
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

export interface DocumentServiceDeps {
  repo: DocumentRepository;
  storage: DocumentStorage;
  /** Optional so the module stands alone; app.ts passes the activity service. */
  activity?: Pick<ActivityService, 'record'> | undefined;
  /** Recomputes the owner's KYC status after an upload or a deletion (a new upload after a rejection is pending again). */
  kyc?: Pick<KycReview, 'recompute'> | undefined;
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
const fillRequired = () => new AppError(400, ERROR_CODES.validation, TEXTS.fillRequired);

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
export function createDocumentService({ repo, storage, activity, kyc, log, now = Date.now }: DocumentServiceDeps) {
  async function visible(viewer: Principal, id: string): Promise<StoredDocument> {
    const document = await repo.findById(id);
    if (!document || (viewer.role !== 'admin' && document.userId !== viewer.id)) throw notFound();
    return document;
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
    async create(viewer: Principal, rawFields: Record<string, string>, file: ReceivedFile | undefined): Promise<Document> {
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
      const document = await repo.transaction(async (trx) => {
        const inserted = await repo.insert(
          {
            userId: viewer.id,
            contractId: fields.contractId ?? null,
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
            title: 'Document uploaded',
            description: `${inserted.documentName} (${DOCUMENT_TYPE_LABELS[inserted.documentType]})`,
            entityType: 'document',
            entityId: inserted.id,
          },
          trx,
        );
        return inserted;
      });
      log.info({ documentId: document.id, userId: viewer.id, size: document.fileSize, mimeType: document.mimeType }, 'document uploaded');
      await kyc?.recompute(viewer.id, { change: 'upload', actorId: viewer.id, actorEmail: viewer.email, byAdmin: false, documentId: document.id });
      return publicDocument(document);
    },

    async list(viewer: Principal, query: ValidDocumentListQuery): Promise<DocumentList> {
      const { documents, total } = await repo.list({ ...documentFilterOf(query), ownerId: viewer.role === 'admin' ? undefined : viewer.id });
      return { documents: documents.map(publicDocument), total, page: query.page, totalPages: pageCount(total, query.limit) };
    },

    get: async (viewer: Principal, id: string): Promise<Document> => publicDocument(await visible(viewer, id)),

    /** The document and its file; 404 when either is missing, 415 for a preview of a kind shown only as a download. */
    async open(viewer: Principal, id: string, purpose: 'download' | 'preview'): Promise<{ document: Document; file: StoredFileReader }> {
      const document = await visible(viewer, id);
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
            description: `${document.documentName} (${DOCUMENT_TYPE_LABELS[document.documentType]})`,
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
      await kyc?.recompute(document.userId, { change: 'deletion', actorId: viewer.id, actorEmail: viewer.email, byAdmin: viewer.role === 'admin', documentId: id });
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
