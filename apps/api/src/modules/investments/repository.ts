import type {
  AdminOpportunity,
  AdminProject,
  CapitalProject,
  CapitalProjectSummary,
  InvestmentOpportunity,
  InvestmentOpportunitySummary,
  InvestmentStatus,
  InvestmentStructure,
  ProjectStage,
  RiskLevel,
  ValidNewCapitalProject,
  ValidNewInvestmentOpportunity,
} from '@ctp/domain';
import type { Kysely, NotNull, Selectable } from 'kysely';
import { contentRows, contentStateOf, publicationOf } from '../../db/content-state';
import type { CapitalProjectsTable, Database, InvestmentOpportunitiesTable } from '../../db/schema';

// Money is stored in cents and returns in basis points (decision 003); the API speaks whole dollars and percents.
const toCents = (usd: number) => Math.round(usd * 100);
const toUsd = (cents: number | string) => Math.round(Number(cents) / 100);
const toUsdOrNull = (cents: number | string | null) => (cents === null ? null : toUsd(cents));
const toBps = (percent: number) => Math.round(percent * 100);
const toPercent = (bps: number) => Number(bps) / 100;

type OpportunityRow = Selectable<InvestmentOpportunitiesTable>;
type ProjectRow = Selectable<CapitalProjectsTable>;

// Lists carry no long text: the detail endpoints serve it.
const opportunitySummaryColumns = [
  'id',
  'title',
  'structure',
  'commodity',
  'region',
  'operator',
  'min_investment_cents',
  'facility_size_cents',
  'expected_return_min_bps',
  'expected_return_max_bps',
  'term_months',
  'status',
  'risk_level',
  'summary',
  'published_at',
  'example',
] as const;

const projectSummaryColumns = [
  'id',
  'name',
  'commodity',
  'region',
  'developer',
  'stage',
  'seeking_amount_cents',
  'reserves',
  'grade',
  'mine_life_years',
  'irr_bps',
  'npv_cents',
  'initial_capex_cents',
  'annual_production',
  'summary',
  'published_at',
  'example',
] as const;

type OpportunitySummaryRow = Pick<OpportunityRow, (typeof opportunitySummaryColumns)[number]>;
type ProjectSummaryRow = Pick<ProjectRow, (typeof projectSummaryColumns)[number]>;

/** The portals read published rows only, which always have their publication time. */
type Published<Row> = Row & { published_at: string };

function opportunityFieldsOf(row: OpportunitySummaryRow) {
  return {
    id: row.id,
    title: row.title,
    structure: row.structure as InvestmentStructure,
    commodity: row.commodity,
    region: row.region,
    operator: row.operator,
    minInvestment: toUsd(row.min_investment_cents),
    facilitySize: toUsdOrNull(row.facility_size_cents),
    expectedReturn: { min: toPercent(row.expected_return_min_bps), max: toPercent(row.expected_return_max_bps) },
    termMonths: Number(row.term_months),
    status: row.status as InvestmentStatus,
    riskLevel: row.risk_level as RiskLevel,
    summary: row.summary,
  };
}

const toOpportunitySummary = (row: Published<OpportunitySummaryRow>): InvestmentOpportunitySummary => ({ ...opportunityFieldsOf(row), ...publicationOf(row) });

const opportunityDetailsOf = (row: OpportunityRow) => ({ details: row.details, keyTerms: JSON.parse(row.key_terms) as string[] });

const toOpportunity = (row: Published<OpportunityRow>): InvestmentOpportunity => ({ ...toOpportunitySummary(row), ...opportunityDetailsOf(row) });

const toAdminOpportunity = (row: OpportunityRow): AdminOpportunity => ({ ...opportunityFieldsOf(row), ...opportunityDetailsOf(row), ...contentStateOf(row) });

function projectFieldsOf(row: ProjectSummaryRow) {
  return {
    id: row.id,
    name: row.name,
    commodity: row.commodity,
    region: row.region,
    developer: row.developer,
    stage: row.stage as ProjectStage,
    seekingAmount: toUsd(row.seeking_amount_cents),
    metrics: {
      reserves: row.reserves,
      grade: row.grade,
      mineLifeYears: Number(row.mine_life_years),
      irrPercent: toPercent(row.irr_bps),
      npv: toUsdOrNull(row.npv_cents),
      initialCapex: toUsdOrNull(row.initial_capex_cents),
      annualProduction: row.annual_production,
    },
    summary: row.summary,
  };
}

const toProjectSummary = (row: Published<ProjectSummaryRow>): CapitalProjectSummary => ({ ...projectFieldsOf(row), ...publicationOf(row) });

const projectDetailsOf = (row: ProjectRow) => ({ details: row.details, useOfFunds: JSON.parse(row.use_of_funds) as string[] });

const toProject = (row: Published<ProjectRow>): CapitalProject => ({ ...toProjectSummary(row), ...projectDetailsOf(row) });

const toAdminProject = (row: ProjectRow): AdminProject => ({ ...projectFieldsOf(row), ...projectDetailsOf(row), ...contentStateOf(row) });

const opportunityColumns = (input: ValidNewInvestmentOpportunity) => ({
  title: input.title,
  structure: input.structure,
  commodity: input.commodity,
  region: input.region,
  operator: input.operator,
  min_investment_cents: toCents(input.minInvestment),
  facility_size_cents: input.facilitySize === null ? null : toCents(input.facilitySize),
  expected_return_min_bps: toBps(input.expectedReturn.min),
  expected_return_max_bps: toBps(input.expectedReturn.max),
  term_months: input.termMonths,
  status: input.status,
  risk_level: input.riskLevel,
  summary: input.summary,
  details: input.details,
  key_terms: JSON.stringify(input.keyTerms),
});

const projectColumns = (input: ValidNewCapitalProject) => ({
  name: input.name,
  commodity: input.commodity,
  region: input.region,
  developer: input.developer,
  stage: input.stage,
  seeking_amount_cents: toCents(input.seekingAmount),
  reserves: input.metrics.reserves,
  grade: input.metrics.grade,
  mine_life_years: input.metrics.mineLifeYears,
  irr_bps: toBps(input.metrics.irrPercent),
  npv_cents: input.metrics.npv === null ? null : toCents(input.metrics.npv),
  initial_capex_cents: input.metrics.initialCapex === null ? null : toCents(input.metrics.initialCapex),
  annual_production: input.metrics.annualProduction,
  summary: input.summary,
  details: input.details,
  use_of_funds: JSON.stringify(input.useOfFunds),
});

export interface OpportunityFilter {
  status?: InvestmentStatus | undefined;
  riskLevel?: RiskLevel | undefined;
  structure?: InvestmentStructure | undefined;
  offset: number;
  limit: number;
}

export interface ProjectFilter {
  stage?: ProjectStage | undefined;
  offset: number;
  limit: number;
}

/** The investment_opportunities and capital_projects tables: drafts and published items (migration 0031). */
export function createInvestmentsRepository(db: Kysely<Database>) {
  const countOf = (n: number | string) => Number(n);

  const opportunities = contentRows(db, 'investment_opportunities', { itemOf: toAdminOpportunity, columnsOf: opportunityColumns });
  const projects = contentRows(db, 'capital_projects', { itemOf: toAdminProject, columnsOf: projectColumns });

  const publishedOpportunities = () => db.selectFrom('investment_opportunities').where('content_status', '=', 'published');
  const publishedProjects = () => db.selectFrom('capital_projects').where('content_status', '=', 'published');

  return {
    opportunities,
    projects,

    /** The portals' list: published opportunities, newest first. */
    async listOpportunities(filter: OpportunityFilter): Promise<{ items: InvestmentOpportunitySummary[]; total: number; examples: number }> {
      let query = publishedOpportunities();
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.riskLevel) query = query.where('risk_level', '=', filter.riskLevel);
      if (filter.structure) query = query.where('structure', '=', filter.structure);
      const [rows, count, examples] = await Promise.all([
        query
          .select(opportunitySummaryColumns)
          .$narrowType<{ published_at: NotNull }>()
          .orderBy('published_at', 'desc')
          .orderBy('id')
          .offset(filter.offset)
          .limit(filter.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
        query.where('example', '=', 1).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toOpportunitySummary), total: countOf(count.n), examples: countOf(examples.n) };
    },

    /** A published opportunity; a draft is unknown to the portals. */
    async findOpportunity(id: string): Promise<InvestmentOpportunity | undefined> {
      const row = await publishedOpportunities().selectAll().$narrowType<{ published_at: NotNull }>().where('id', '=', id).executeTakeFirst();
      return row ? toOpportunity(row) : undefined;
    },

    /** The portals' list: published projects, newest first. */
    async listProjects(filter: ProjectFilter): Promise<{ items: CapitalProjectSummary[]; total: number; examples: number }> {
      let query = publishedProjects();
      if (filter.stage) query = query.where('stage', '=', filter.stage);
      const [rows, count, examples] = await Promise.all([
        query
          .select(projectSummaryColumns)
          .$narrowType<{ published_at: NotNull }>()
          .orderBy('published_at', 'desc')
          .orderBy('id')
          .offset(filter.offset)
          .limit(filter.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
        query.where('example', '=', 1).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toProjectSummary), total: countOf(count.n), examples: countOf(examples.n) };
    },

    /** A published project; a draft is unknown to the portals. */
    async findProject(id: string): Promise<CapitalProject | undefined> {
      const row = await publishedProjects().selectAll().$narrowType<{ published_at: NotNull }>().where('id', '=', id).executeTakeFirst();
      return row ? toProject(row) : undefined;
    },

    /** Every item, drafts too: the development seed adds its examples to empty tables only. */
    async counts(): Promise<{ opportunities: number; projects: number }> {
      const [o, p] = await Promise.all([
        db.selectFrom('investment_opportunities').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
        db.selectFrom('capital_projects').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { opportunities: countOf(o.n), projects: countOf(p.n) };
    },
  };
}

export type InvestmentsRepository = ReturnType<typeof createInvestmentsRepository>;
