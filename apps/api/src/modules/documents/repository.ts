import type { Document, DocumentStatus, DocumentType } from '@ctp/domain';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database, DocumentsTable } from '../../db/schema';

/** A document with where its file is stored; the storage key never leaves the server. */
export interface StoredDocument extends Document {
  storageKey: string;
}

export type NewDocument = Omit<StoredDocument, 'id' | 'updatedAt' | 'reviewNote'>;

export interface DocumentFilter {
  /** Only this user's documents; absent for an administrator's view of all. */
  ownerId?: string | undefined;
  /** Lower-case text searched in the name (as a substring), or any of the types it names. */
  search?: { text: string; types: readonly DocumentType[] } | undefined;
  type?: DocumentType | undefined;
  statuses?: readonly DocumentStatus[] | undefined;
  offset: number;
  limit: number;
}

const toDocument = (row: Selectable<DocumentsTable>): StoredDocument => ({
  id: row.id,
  contractId: row.contract_id,
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
      return { ...document, id, reviewNote: null, updatedAt: document.createdAt };
    },

    async findById(id: string): Promise<StoredDocument | undefined> {
      const row = await db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toDocument(row) : undefined;
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

    /** True when a row was removed. */
    async delete(id: string, executor: Kysely<Database> = db): Promise<boolean> {
      const result = await executor.deleteFrom('documents').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
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
