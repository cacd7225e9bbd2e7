import {
  CONTENT_ERROR_CODES,
  CONTENT_TEXTS,
  INVESTMENT_TEXTS,
  newCapitalProjectSchema,
  newInvestmentOpportunitySchema,
  pageCount,
  type CapitalProject,
  type InvestmentOpportunity,
  type OpportunityList,
  type ProjectList,
  type ValidOpportunityListQuery,
  type ValidProjectListQuery,
} from '@ctp/domain';
import { AppError } from '../../lib/app-error';
import { contentCollection } from '../../lib/content-collection';
import type { InvestmentsRepository } from './repository';

export interface InvestmentsServiceDeps {
  repo: InvestmentsRepository;
  now?: () => number;
}

/** An example (a fictional record of the development seed) invites no real inquiry. */
function refuseExample(target: { example: boolean }) {
  if (target.example) throw new AppError(409, CONTENT_ERROR_CODES.example, CONTENT_TEXTS.exampleTakesNoInquiries);
}

/**
 * Streaming and royalty opportunities and projects seeking capital (spec 2.10, 2.16): the portals read the published
 * ones; administrators write and publish them through the desk's Content tab (`content`), the development seed too.
 */
export function createInvestmentsService({ repo, now = Date.now }: InvestmentsServiceDeps) {
  return {
    async listOpportunities({ page, limit, ...filter }: ValidOpportunityListQuery): Promise<OpportunityList> {
      const { items, total, examples } = await repo.listOpportunities({ ...filter, offset: (page - 1) * limit, limit });
      return { opportunities: items, total, examples, page, totalPages: pageCount(total, limit) };
    },

    async opportunity(id: string): Promise<InvestmentOpportunity> {
      const found = await repo.findOpportunity(id);
      if (!found) throw AppError.notFound(INVESTMENT_TEXTS.opportunityNotFound);
      return found;
    },

    async listProjects({ page, limit, ...filter }: ValidProjectListQuery): Promise<ProjectList> {
      const { items, total, examples } = await repo.listProjects({ ...filter, offset: (page - 1) * limit, limit });
      return { projects: items, total, examples, page, totalPages: pageCount(total, limit) };
    },

    async project(id: string): Promise<CapitalProject> {
      const found = await repo.findProject(id);
      if (!found) throw AppError.notFound(INVESTMENT_TEXTS.projectNotFound);
      return found;
    },

    /** Every input checked with the shared schemas (spec 9 limits), the seed's examples too. */
    content: {
      opportunities: contentCollection(repo.opportunities, (input) => newInvestmentOpportunitySchema.parse(input), now),
      projects: contentCollection(repo.projects, (input) => newCapitalProjectSchema.parse(input), now),
    },

    counts: () => repo.counts(),

    /**
     * What a portal inquiry may be about: the target's name and the amounts it accepts. Only a published item is one
     * (a draft is unknown); an example is refused (409).
     */
    async inquiryTarget(type: 'opportunity' | 'project', id: string) {
      if (type === 'opportunity') {
        const o = await repo.findOpportunity(id);
        if (!o) return undefined;
        refuseExample(o);
        return { title: o.title, minAmount: o.minInvestment, maxAmount: null };
      }
      const p = await repo.findProject(id);
      if (!p) return undefined;
      refuseExample(p);
      return { title: p.name, minAmount: null, maxAmount: p.seekingAmount };
    },
  };
}

export type InvestmentsService = ReturnType<typeof createInvestmentsService>;
