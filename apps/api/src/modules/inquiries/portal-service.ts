import {
  ERROR_CODES,
  INVESTMENT_TEXTS,
  PORTAL_INQUIRY_TEXTS,
  pageCount,
  type MyInquiries,
  type PortalInquiry,
  type PortalInquiryKind,
  type PortalTargetType,
  type ValidPortalInquiry,
} from '@ctp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { UsersRepository } from '../users';
import type { InquiryRepository, StoredInquiry } from './repository';
import { receiveInquiry, type InquiryEvents } from './service';

/** What an inquiry may be about, as the investments module describes it. */
export interface InquiryTarget {
  title: string;
  /** USD; an interest below it is refused. */
  minAmount: number | null;
  /** USD; a proposal above it is refused. */
  maxAmount: number | null;
}

export interface PortalInquiryServiceDeps {
  repo: InquiryRepository;
  events: InquiryEvents;
  users: Pick<UsersRepository, 'findById'>;
  findTarget: (type: 'opportunity' | 'project', id: string) => Promise<InquiryTarget | undefined>;
  log: FastifyBaseLogger;
  now?: () => number;
}

export const PORTAL_SOURCE = 'portal';
const NEW = 'new';
/** The Enterprise intelligence package, the one thing 'contact-sales' is about. */
const ENTERPRISE = { targetType: 'package' as const, targetId: 'enterprise', title: 'Enterprise package' };

const usd = (value: number) => `$${value.toLocaleString('en-US')}`;

/** The contact-form type the administrator panel files a portal inquiry under. */
const INQUIRY_TYPE_BY_KIND = {
  'express-interest': 'streaming',
  proposal: 'streaming',
  'information-package': 'streaming',
  'contact-sales': 'market-intelligence',
} as const satisfies Record<PortalInquiryKind, string>;

/** Asked for again while the first is still new, these answer with the first rather than pile up. */
const ONCE_WHILE_OPEN: ReadonlySet<PortalInquiryKind> = new Set(['information-package', 'contact-sales']);

function amountError(message: string) {
  return new AppError(400, ERROR_CODES.validation, message, [{ path: 'amount', message }]);
}

export function toPortalInquiry(row: StoredInquiry): PortalInquiry {
  return {
    id: row.id,
    kind: row.kind as PortalInquiryKind,
    targetType: row.targetType as PortalTargetType | null,
    targetId: row.targetId,
    subject: row.subject,
    amount: row.amountCents === null ? null : Math.round(row.amountCents / 100),
    message: row.message,
    status: row.status,
    createdAt: row.createdAt,
  };
}

interface Resolved {
  targetType: PortalTargetType;
  targetId: string;
  subject: string;
  amount: number | null;
  message: string;
}

/**
 * What signed-in users ask for from the portals: interests, proposals, information packages and
 * Enterprise sales calls. Each is an inquiry (source 'portal') with the sender's account, so the
 * administrator panel reads them next to the contact-form inquiries.
 */
export function createPortalInquiryService({ repo, events, users, findTarget, log, now = Date.now }: PortalInquiryServiceDeps) {
  async function target(type: 'opportunity' | 'project', id: string): Promise<InquiryTarget> {
    const found = await findTarget(type, id);
    if (!found) throw AppError.notFound(type === 'opportunity' ? INVESTMENT_TEXTS.opportunityNotFound : INVESTMENT_TEXTS.projectNotFound);
    return found;
  }

  async function resolve(input: ValidPortalInquiry): Promise<Resolved> {
    switch (input.kind) {
      case 'express-interest': {
        const opportunity = await target('opportunity', input.targetId);
        if (opportunity.minAmount !== null && input.amount < opportunity.minAmount) {
          throw amountError(PORTAL_INQUIRY_TEXTS.belowOpportunityMinimum(opportunity.minAmount));
        }
        return {
          targetType: 'opportunity',
          targetId: input.targetId,
          subject: `Express interest: ${opportunity.title}`,
          amount: input.amount,
          message: input.message ?? `Interested in investing ${usd(input.amount)} in ${opportunity.title}.`,
        };
      }
      case 'proposal': {
        const project = await target('project', input.targetId);
        if (project.maxAmount !== null && input.amount > project.maxAmount) {
          throw amountError(PORTAL_INQUIRY_TEXTS.aboveSeekingAmount(project.maxAmount));
        }
        return { targetType: 'project', targetId: input.targetId, subject: `Proposal: ${project.title}`, amount: input.amount, message: input.message };
      }
      case 'information-package': {
        const found = await target(input.targetType, input.targetId);
        return {
          targetType: input.targetType,
          targetId: input.targetId,
          subject: `Information package: ${found.title}`,
          amount: null,
          message: input.message ?? `Please send the information package for ${found.title}.`,
        };
      }
      case 'contact-sales':
        return {
          targetType: ENTERPRISE.targetType,
          targetId: ENTERPRISE.targetId,
          subject: `${ENTERPRISE.title}: contact sales`,
          amount: null,
          message: input.message ?? 'Please contact me about the Enterprise market intelligence package.',
        };
    }
  }

  return {
    async submit(input: ValidPortalInquiry, caller: { id: string }, client: { ip: string | null }): Promise<{ created: boolean; inquiry: PortalInquiry }> {
      const user = await users.findById(caller.id);
      if (!user) throw AppError.unauthorized();
      const resolved = await resolve(input);

      if (ONCE_WHILE_OPEN.has(input.kind)) {
        const open = await repo.findLatest({ userId: user.id, kind: input.kind, targetType: resolved.targetType, targetId: resolved.targetId, status: NEW });
        if (open) return { created: false, inquiry: toPortalInquiry(open) };
      }

      const stored = await receiveInquiry(repo, events, {
        name: `${user.firstName} ${user.lastName}`.trim() || user.email,
        email: user.email,
        company: user.companyName,
        phone: user.phoneNumber,
        inquiryType: INQUIRY_TYPE_BY_KIND[input.kind],
        subject: resolved.subject,
        message: resolved.message,
        source: PORTAL_SOURCE,
        status: NEW,
        ip: client.ip,
        createdAt: nowIso(now()),
        userId: user.id,
        kind: input.kind,
        targetType: resolved.targetType,
        targetId: resolved.targetId,
        amountCents: resolved.amount === null ? null : resolved.amount * 100,
      });
      log.info({ inquiryId: stored.id, kind: input.kind, targetType: resolved.targetType }, 'portal inquiry received');
      return { created: true, inquiry: toPortalInquiry(stored) };
    },

    async mine(userId: string, { page, limit }: { page: number; limit: number }): Promise<MyInquiries> {
      const { items, total } = await repo.listByUser(userId, PORTAL_SOURCE, { offset: (page - 1) * limit, limit });
      return { inquiries: items.map(toPortalInquiry), total, page, totalPages: pageCount(total, limit) };
    },
  };
}

export type PortalInquiryService = ReturnType<typeof createPortalInquiryService>;
