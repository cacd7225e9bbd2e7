import { KYC_DOCUMENT_TYPES, type Document, type DocumentOwner, type DocumentStatus, type DocumentType, type KycStatus } from '@ctp/domain';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database, DocumentsTable } from '../../db/schema';

/** A document with where its file is stored and who reviewed it; neither leaves the server for its owner. */
export interface StoredDocument extends Document {
  storageKey: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
}

export type NewDocument = Omit<StoredDocument, 'id' | 'updatedAt' | 'reviewNote' | 'reviewedAt' | 'reviewedBy'>;

/** An administrator's decision on a document. */
export interface DocumentDecision {
  status: Extract<DocumentStatus, 'verified' | 'rejected'>;
  /** The rejection reason; null for a verification. */
  reason: string | null;
  reviewerId: string;
  at: string;
}

export interface DocumentFilter {
  /** Only this user's documents; absent for an administrator's view of all. */
  ownerId?: string | undefined;
  /** Lower-case text searched in the name (as a substring), or any of the types it names. */
  search?: { text: string; types: readonly DocumentType[] } | undefined;
  type?: DocumentType | undefined;
  statuses?: readonly DocumentStatus[] | undefined;
  /** Lower-case text searched in the owner's email, first, last or full name (administrators). */
  owner?: string | undefined;
  offset: number;
  limit: number;
}

const toDocument = (row: Selectable<DocumentsTable>): StoredDocument => ({
  id: row.id,
  contractId: row.contract_id,
  dealId: row.deal_id ?? null,
  userId: row.user_id,
  documentType: row.document_type as DocumentType,
  documentName: row.document_name,
  fileName: row.file_name,
  fileSize: Number(row.file_size),
  mimeType: row.mime_type,
  status: row.status as DocumentStatus,
  uploadedBy: row.uploaded_by,
  description: row.description,
  reviewNote: row.review_note,
  reviewedAt: row.reviewed_at,
  reviewedBy: row.reviewed_by,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  storageKey: row.storage_key,
});

/** LIKE treats % and _ as wildcards; '!' escapes them (a backslash reads differently across engines). */
const likeContaining = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

function matching(eb: ExpressionBuilder<Database, 'documents'>, filter: DocumentFilter): Expression<SqlBool> | undefined {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.ownerId !== undefined) conditions.push(eb('user_id', '=', filter.ownerId));
  if (filter.type !== undefined) conditions.push(eb('document_type', '=', filter.type));
  if (filter.statuses !== undefined) conditions.push(eb('status', 'in', [...filter.statuses]));
  if (filter.search !== undefined) {
    const byName = sql<SqlBool>`lower(${eb.ref('document_name')}) like ${likeContaining(filter.search.text)} escape '!'`;
    const types = filter.search.types;
    conditions.push(types.length > 0 ? eb.or([byName, eb('document_type', 'in', [...types])]) : byName);
  }
  if (filter.owner !== undefined) {
    const text = likeContaining(filter.owner);
    // The full name covers the first and the last name alone.
    const owners = eb
      .selectFrom('users')
      .select('users.id')
      .where(sql<SqlBool>`(lower(users.email) like ${text} escape '!' or lower(users.first_name || ' ' || users.last_name) like ${text} escape '!')`);
    conditions.push(eb('user_id', 'in', owners));
  }
  return conditions.length > 0 ? eb.and(conditions) : undefined;
}

/** The documents table; the service never sees its rows. */
export function createDocumentRepository(db: Kysely<Database>) {
  return {
    /** Runs `work` in one transaction; pass the transaction on to write together. */
    transaction: <T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),

    async insert(document: NewDocument, executor: Kysely<Database> = db): Promise<StoredDocument> {
      const id = crypto.randomUUID();
      await executor
        .insertInto('documents')
        .values({
          id,
          user_id: document.userId,
          contract_id: document.contractId,
          deal_id: document.dealId,
          document_type: document.documentType,
          document_name: document.documentName,
          description: document.description,
          file_name: document.fileName,
          file_size: document.fileSize,
          mime_type: document.mimeType,
          storage_key: document.storageKey,
          status: document.status,
          uploaded_by: document.uploadedBy,
          review_note: null,
          created_at: document.createdAt,
          updated_at: document.createdAt,
        })
        .execute();
      return { ...document, id, reviewNote: null, reviewedAt: null, reviewedBy: null, updatedAt: document.createdAt };
    },

    async findById(id: string): Promise<StoredDocument | undefined> {
      const row = await db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toDocument(row) : undefined;
    },

    /** The documents shared with a deal, newest first (a deal holds a handful, so no paging). */
    async listForDeal(dealId: string): Promise<StoredDocument[]> {
      const rows = await db.selectFrom('documents').selectAll().where('deal_id', '=', dealId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(toDocument);
    },

    /** One page, newest first, and the count of all that match. */
    async list(filter: DocumentFilter): Promise<{ documents: StoredDocument[]; total: number }> {
      const where = (eb: ExpressionBuilder<Database, 'documents'>) => matching(eb, filter) ?? sql<SqlBool>`1 = 1`;
      const [rows, count] = await Promise.all([
        db
          .selectFrom('documents')
          .selectAll()
          .where(where)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        db
          .selectFrom('documents')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where(where)
          .executeTakeFirstOrThrow(),
      ]);
      return { documents: rows.map(toDocument), total: Number(count.n) };
    },

    /** Records a decision unless the document already has that status; true when it changed. */
    async decide(id: string, decision: DocumentDecision, executor: Kysely<Database> = db): Promise<boolean> {
      const result = await executor
        .updateTable('documents')
        .set({ status: decision.status, review_note: decision.reason, reviewed_at: decision.at, reviewed_by: decision.reviewerId, updated_at: decision.at })
        .where('id', '=', id)
        .where('status', '!=', decision.status)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** True when a row was removed. */
    async delete(id: string, executor: Kysely<Database> = db): Promise<boolean> {
      const result = await executor.deleteFrom('documents').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The owners of documents, by id: name, email and KYC status for the administrator's list. */
    async ownersOf(ids: readonly string[]): Promise<Map<string, DocumentOwner>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name', 'kyc_status'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(
        rows.map((row) => [
          row.id,
          { id: row.id, email: row.email, name: `${row.first_name} ${row.last_name}`.trim(), kycStatus: row.kyc_status as KycStatus },
        ]),
      );
    },

    /** The user's identity, proof-of-funds and company-registration documents, newest first; never a deal's. */
    kycDocuments: (userId: string): Promise<{ documentType: string; status: string }[]> =>
      db
        .selectFrom('documents')
        .select(['document_type as documentType', 'status'])
        .where('user_id', '=', userId)
        .where('document_type', 'in', [...KYC_DOCUMENT_TYPES])
        .where('deal_id', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    async kycStatus(userId: string): Promise<KycStatus | undefined> {
      const row = await db.selectFrom('users').select('kyc_status').where('id', '=', userId).executeTakeFirst();
      return row?.kyc_status as KycStatus | undefined;
    },

    /** Sets the user's KYC status when it differs from `from`; true when it changed (a concurrent change wins). */
    async setKycStatus(userId: string, from: KycStatus, to: KycStatus, at: string, executor: Kysely<Database> = db): Promise<boolean> {
      const result = await executor.updateTable('users').set({ kyc_status: to, updated_at: at }).where('id', '=', userId).where('kyc_status', '=', from).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Whether the contract exists and, when `userId` is given, whether that user is its buyer or seller. */
    async contractAllows(contractId: string, userId: string | undefined): Promise<boolean> {
      let query = db.selectFrom('contracts').select('id').where('id', '=', contractId);
      if (userId !== undefined) query = query.where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]));
      return (await query.executeTakeFirst()) !== undefined;
    },
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
