import {
  INVESTMENT_TEXTS,
  newCapitalProjectSchema,
  newInvestmentOpportunitySchema,
  pageCount,
  type CapitalProject,
  type InvestmentOpportunity,
  type NewCapitalProject,
  type NewInvestmentOpportunity,
  type OpportunityList,
  type ProjectList,
  type ValidOpportunityListQuery,
  type ValidProjectListQuery,
} from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { InvestmentsRepository } from './repository';

export interface InvestmentsServiceDeps {
  repo: InvestmentsRepository;
  now?: () => number;
}

/** Streaming and royalty opportunities and projects seeking capital (spec 2.10, 2.16). */
export function createInvestmentsService({ repo, now = Date.now }: InvestmentsServiceDeps) {
  return {
    async listOpportunities({ page, limit, ...filter }: ValidOpportunityListQuery): Promise<OpportunityList> {
      const { items, total } = await repo.listOpportunities({ ...filter, offset: (page - 1) * limit, limit });
      return { opportunities: items, total, page, totalPages: pageCount(total, limit) };
    },

    async opportunity(id: string): Promise<InvestmentOpportunity> {
      const found = await repo.findOpportunity(id);
      if (!found) throw AppError.notFound(INVESTMENT_TEXTS.opportunityNotFound);
      return found;
    },

    async listProjects({ page, limit, ...filter }: ValidProjectListQuery): Promise<ProjectList> {
      const { items, total } = await repo.listProjects({ ...filter, offset: (page - 1) * limit, limit });
      return { projects: items, total, page, totalPages: pageCount(total, limit) };
    },

    async project(id: string): Promise<CapitalProject> {
      const found = await repo.findProject(id);
      if (!found) throw AppError.notFound(INVESTMENT_TEXTS.projectNotFound);
      return found;
    },

    /** Validates with the shared schema (spec 9 limits) and stores; the seed and a future admin screen use this. */
    async addOpportunity(input: NewInvestmentOpportunity, publishedAt = nowIso(now())): Promise<InvestmentOpportunity> {
      return repo.insertOpportunity(newInvestmentOpportunitySchema.parse(input), { publishedAt, now: nowIso(now()) });
    },

    async addProject(input: NewCapitalProject, publishedAt = nowIso(now())): Promise<CapitalProject> {
      return repo.insertProject(newCapitalProjectSchema.parse(input), { publishedAt, now: nowIso(now()) });
    },

    counts: () => repo.counts(),

    /** What a portal inquiry may be about: the target's name and the amounts it accepts. */
    async inquiryTarget(type: 'opportunity' | 'project', id: string) {
      if (type === 'opportunity') {
        const o = await repo.findOpportunity(id);
        return o ? { title: o.title, minAmount: o.minInvestment, maxAmount: null } : undefined;
      }
      const p = await repo.findProject(id);
      return p ? { title: p.name, minAmount: null, maxAmount: p.seekingAmount } : undefined;
    },
  };
}

export type InvestmentsService = ReturnType<typeof createInvestmentsService>;
