import type { ValidInquiry } from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../lib/time';
import type { EventBus } from '../../plugins/events';
import type { InquiryRepository, NewInquiry, StoredInquiry } from './repository';

export type InquiryEvents = Pick<EventBus, 'record' | 'deliver'>;

/** Stores an inquiry and announces `inquiry.received` with it (the desk is told), then delivers the event. */
export async function receiveInquiry(repo: InquiryRepository, events: InquiryEvents, inquiry: NewInquiry): Promise<StoredInquiry> {
  const stored = await repo.transaction(async (trx) => {
    const row = await repo.insert(inquiry, trx);
    await events.record(trx, { type: 'inquiry.received', payload: { inquiryId: row.id, source: row.source } });
    return row;
  });
  await events.deliver();
  return stored;
}

export interface InquiryServiceDeps {
  repo: InquiryRepository;
  events: InquiryEvents;
  log: FastifyBaseLogger;
  now?: () => number;
}

export type SubmitOutcome = { kind: 'stored'; inquiry: StoredInquiry } | { kind: 'dropped' };

/** Receives contact-form inquiries: stores what people send, quietly drops what the honeypot caught. */
export function createInquiryService({ repo, events, log, now = Date.now }: InquiryServiceDeps) {
  return {
    async submit(input: ValidInquiry, client: { ip: string | null }): Promise<SubmitOutcome> {
      if (input.website?.trim()) {
        log.info({ ip: client.ip }, 'inquiry dropped: honeypot filled');
        return { kind: 'dropped' };
      }
      const inquiry = await receiveInquiry(repo, events, {
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
