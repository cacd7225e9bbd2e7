import {
  ADMIN_INQUIRY_TEXTS,
  INQUIRY_ERROR_CODES,
  pageCount,
  type AdminInquiry,
  type AdminInquiryList,
  type InquirySource,
  type InquiryStatus,
  type ValidAdminInquiryListQuery,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { AuditLog } from '../audit';
import type { InquiryRepository, StoredInquiry } from './repository';

export interface AdminInquiryServiceDeps {
  repo: InquiryRepository;
  audit: Pick<AuditLog, 'record'>;
  log: FastifyBaseLogger;
  now?: () => number;
}

export function toAdminInquiry(row: StoredInquiry): AdminInquiry {
  return {
    id: row.id,
    source: row.source as InquirySource,
    status: row.status as InquiryStatus,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    inquiryType: row.inquiryType,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt,
    ip: row.ip,
    userId: row.userId,
    kind: row.kind,
    targetType: row.targetType,
    targetId: row.targetId,
    amount: row.amountCents === null ? null : Math.round(row.amountCents / 100),
    answeredAt: row.answeredAt,
    answeredBy: row.answeredBy,
    answerNote: row.answerNote,
  };
}

const all = <T extends string>(value: T | 'all' | undefined): T | undefined => (value === 'all' ? undefined : value);
const notFound = () => AppError.notFound(ADMIN_INQUIRY_TEXTS.notFound);

/** The administrator's inbox: contact-form and portal inquiries, read and marked answered (audited). */
export function createAdminInquiryService({ repo, audit, log, now = Date.now }: AdminInquiryServiceDeps) {
  return {
    async list(query: ValidAdminInquiryListQuery): Promise<AdminInquiryList> {
      const search = query.search?.toLowerCase();
      const { items, total } = await repo.list({
        status: all(query.status),
        source: all(query.source),
        search: search || undefined,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { inquiries: items.map(toAdminInquiry), total, page: query.page, totalPages: pageCount(total, query.limit) };
    },

    async get(id: string): Promise<AdminInquiry> {
      const found = await repo.findById(id);
      if (!found) throw notFound();
      return toAdminInquiry(found);
    },

    async markAnswered(admin: { id: string; email: string }, id: string, note: string | null, ip: string | null): Promise<AdminInquiry> {
      const at = nowIso(now());
      if (!(await repo.markAnswered(id, { at, by: admin.id, note }))) {
        const found = await repo.findById(id);
        if (!found) throw notFound();
        throw new AppError(409, INQUIRY_ERROR_CODES.alreadyAnswered, ADMIN_INQUIRY_TEXTS.alreadyAnswered, { status: found.status });
      }
      await audit.record({
        action: 'admin.inquiry.answered',
        actorId: admin.id,
        actorEmail: admin.email,
        target: id,
        ip,
        details: { before: { status: 'new' }, after: { status: 'answered' }, ...(note ? { note } : {}) },
      });
      log.info({ inquiryId: id, by: admin.id }, 'inquiry answered');
      const answered = await repo.findById(id);
      if (!answered) throw notFound();
      return toAdminInquiry(answered);
    },
  };
}

export type AdminInquiryService = ReturnType<typeof createAdminInquiryService>;
