import type { ValidInquiry } from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../lib/time';
import type { InquiryRepository, StoredInquiry } from './repository';

export interface InquiryServiceDeps {
  repo: InquiryRepository;
  log: FastifyBaseLogger;
  now?: () => number;
}

export type SubmitOutcome = { kind: 'stored'; inquiry: StoredInquiry } | { kind: 'dropped' };

/** Receives contact-form inquiries: stores what people send, quietly drops what the honeypot caught. */
export function createInquiryService({ repo, log, now = Date.now }: InquiryServiceDeps) {
  return {
    async submit(input: ValidInquiry, client: { ip: string | null }): Promise<SubmitOutcome> {
      if (input.website?.trim()) {
        log.info({ ip: client.ip }, 'inquiry dropped: honeypot filled');
        return { kind: 'dropped' };
      }
      const inquiry = await repo.insert({
        name: input.name,
        email: input.email,
        company: input.company ?? null,
        phone: input.phone ?? null,
        inquiryType: input.inquiryType,
        subject: input.subject,
        message: input.message,
        source: 'contact-form',
        status: 'new',
        ip: client.ip,
        createdAt: nowIso(now()),
      });
      // No personal data in the log: the id leads to the row.
      log.info({ inquiryId: inquiry.id, inquiryType: inquiry.inquiryType }, 'inquiry received');
      return { kind: 'stored', inquiry };
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
