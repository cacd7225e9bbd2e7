import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database, InquiriesTable } from '../../db/schema';
import { containsText } from '../../lib/text-search';

export interface NewInquiry {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  inquiryType: string;
  subject: string;
  message: string;
  source: string;
  status: string;
  ip: string | null;
  createdAt: string;
  /** Portal inquiries only (source 'portal'): the signed-in sender, the kind, the target and the amount in cents. */
  userId?: string | null;
  kind?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  amountCents?: number | null;
}

export interface StoredInquiry extends NewInquiry {
  id: string;
  userId: string | null;
  kind: string | null;
  targetType: string | null;
  targetId: string | null;
  amountCents: number | null;
  answeredAt: string | null;
  answeredBy: string | null;
  answerNote: string | null;
}

/** The administrator's filters. */
export interface InquiryFilter {
  status?: string | undefined;
  source?: string | undefined;
  search?: string | undefined;
  offset: number;
  limit: number;
}

const SEARCHED = ['name', 'email', 'company', 'subject', 'message'] as const;

function matching(eb: ExpressionBuilder<Database, 'inquiries'>, filter: InquiryFilter) {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.status !== undefined) conditions.push(eb('status', '=', filter.status));
  if (filter.source !== undefined) conditions.push(eb('source', '=', filter.source));
  if (filter.search !== undefined) conditions.push(eb.or(containsText(filter.search, SEARCHED.map((column) => sql`${eb.ref(column)}`))));
  return eb.and(conditions);
}

const toInquiry = (row: Selectable<InquiriesTable>): StoredInquiry => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  phone: row.phone,
  inquiryType: row.inquiry_type,
  subject: row.subject,
  message: row.message,
  source: row.source,
  status: row.status,
  ip: row.ip,
  createdAt: row.created_at,
  userId: row.user_id,
  kind: row.kind,
  targetType: row.target_type,
  targetId: row.target_id,
  amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
  answeredAt: row.answered_at,
  answeredBy: row.answered_by,
  answerNote: row.answer_note,
});

/** The inquiries table; the service never sees its rows. */
export function createInquiryRepository(db: Kysely<Database>) {
  return {
    /** Runs `work` in one transaction; pass the transaction on to write together. */
    transaction: <T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),

    async insert(inquiry: NewInquiry, executor: Kysely<Database> = db): Promise<StoredInquiry> {
      const id = crypto.randomUUID();
      const portal = {
        userId: inquiry.userId ?? null,
        kind: inquiry.kind ?? null,
        targetType: inquiry.targetType ?? null,
        targetId: inquiry.targetId ?? null,
        amountCents: inquiry.amountCents ?? null,
      };
      await executor
        .insertInto('inquiries')
        .values({
          id,
          name: inquiry.name,
          email: inquiry.email,
          company: inquiry.company,
          phone: inquiry.phone,
          inquiry_type: inquiry.inquiryType,
          subject: inquiry.subject,
          message: inquiry.message,
          source: inquiry.source,
          status: inquiry.status,
          created_at: inquiry.createdAt,
          ip: inquiry.ip,
          user_id: portal.userId,
          kind: portal.kind,
          target_type: portal.targetType,
          target_id: portal.targetId,
          amount_cents: portal.amountCents,
        })
        .execute();
      return { id, ...inquiry, ...portal, answeredAt: null, answeredBy: null, answerNote: null };
    },

    /** One page, newest first, and the count of all that match: the administrator's inbox. */
    async list(filter: InquiryFilter): Promise<{ items: StoredInquiry[]; total: number }> {
      const where = (eb: ExpressionBuilder<Database, 'inquiries'>) => matching(eb, filter);
      const [rows, count] = await Promise.all([
        db.selectFrom('inquiries').selectAll().where(where).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
        db.selectFrom('inquiries').select((eb) => eb.fn.countAll<number | string>().as('n')).where(where).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toInquiry), total: Number(count.n) };
    },

    async findById(id: string): Promise<StoredInquiry | undefined> {
      const row = await db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toInquiry(row) : undefined;
    },

    /** Marks a new inquiry answered; false when it was not new (already answered) or is gone. */
    async markAnswered(id: string, answer: { at: string; by: string; note: string | null }): Promise<boolean> {
      const result = await db
        .updateTable('inquiries')
        .set({ status: 'answered', answered_at: answer.at, answered_by: answer.by, answer_note: answer.note })
        .where('id', '=', id)
        .where('status', '=', 'new')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** One user's inquiries from a source, newest first. */
    async listByUser(userId: string, source: string, page: { offset: number; limit: number }): Promise<{ items: StoredInquiry[]; total: number }> {
      const query = db.selectFrom('inquiries').where('user_id', '=', userId).where('source', '=', source);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(page.offset).limit(page.limit).execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toInquiry), total: Number(count.n) };
    },

    /** The user's latest inquiry of this kind about this target that is still `status`, if any. */
    async findLatest(filter: { userId: string; kind: string; targetType: string | null; targetId: string | null; status: string }): Promise<StoredInquiry | undefined> {
      let query = db
        .selectFrom('inquiries')
        .selectAll()
        .where('user_id', '=', filter.userId)
        .where('kind', '=', filter.kind)
        .where('status', '=', filter.status);
      query = filter.targetType === null ? query.where('target_type', 'is', null) : query.where('target_type', '=', filter.targetType);
      query = filter.targetId === null ? query.where('target_id', 'is', null) : query.where('target_id', '=', filter.targetId);
      const row = await query.orderBy('created_at', 'desc').executeTakeFirst();
      return row ? toInquiry(row) : undefined;
    },
  };
}

export type InquiryRepository = ReturnType<typeof createInquiryRepository>;
