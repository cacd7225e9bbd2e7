import { z } from 'zod';
import { pageQueryFields } from './contracts';
import { INVESTMENT_LIMITS, INVESTMENT_TEXTS } from './investment-constants';

// The limits and texts live in ./investment-constants (zod-free), which portal inquiries share.
export * from './investment-constants';

/**
 * Commodity investment (spec 2.10, 2.16, 3, 4, 9): streaming and royalty opportunities and mining
 * projects seeking development capital. Money is whole US dollars in the API and cents in the
 * database (decision 003).
 */

/** Spec 4: investment statuses. */
export const INVESTMENT_STATUSES = ['Pre-production', 'Production', 'Development', 'Construction'] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];

/** Spec 4: risk levels, lowest first. */
export const RISK_LEVELS = ['Low', 'Medium', 'Medium-High', 'High'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const INVESTMENT_STRUCTURES = ['Streaming', 'Royalty'] as const;
export type InvestmentStructure = (typeof INVESTMENT_STRUCTURES)[number];

/** Where a project seeking capital stands, earliest first. */
export const PROJECT_STAGES = ['Exploration', 'Pre-feasibility', 'Feasibility', 'Development', 'Construction'] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const wholeUsd = (label: string, min: number, max: number, minMessage: string, maxMessage: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number of dollars`)
    .min(min, minMessage)
    .max(max, maxMessage);

const textList = (label: string) =>
  z.array(requiredText(label, INVESTMENT_LIMITS.listItem)).max(INVESTMENT_LIMITS.listItems, `At most ${INVESTMENT_LIMITS.listItems} items`);

/* -------------------------------------------------------- opportunities */

/** The expected return as a range of annual percentages (a point estimate has min = max). */
export const expectedReturnSchema = z
  .object({ min: z.number().min(0).max(100), max: z.number().min(0).max(100) })
  .refine((r) => r.min <= r.max, { message: 'The lower return must not exceed the upper one', path: ['max'] });

/** An investment opportunity as a list shows it (spec 3: minInvestment, expectedReturn, term, status, riskLevel). */
export const investmentOpportunitySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  structure: z.enum(INVESTMENT_STRUCTURES),
  commodity: z.string(),
  region: z.string(),
  /** The producer whose output the stream or royalty is on. */
  operator: z.string(),
  /** USD. */
  minInvestment: z.number().int(),
  /** USD; the whole facility the investors share. */
  facilitySize: z.number().int().nullable(),
  /** Percent a year. */
  expectedReturn: z.object({ min: z.number(), max: z.number() }),
  termMonths: z.number().int(),
  status: z.enum(INVESTMENT_STATUSES),
  riskLevel: z.enum(RISK_LEVELS),
  summary: z.string(),
  publishedAt: z.string(),
  /** A fictional record of the development seed, shown with its Example label (issue 18). */
  example: z.boolean(),
});
export type InvestmentOpportunitySummary = z.infer<typeof investmentOpportunitySummarySchema>;

/** The detail view adds the full description and the key terms. */
export const investmentOpportunitySchema = investmentOpportunitySummarySchema.extend({
  details: z.string(),
  keyTerms: z.array(z.string()),
});
export type InvestmentOpportunity = z.infer<typeof investmentOpportunitySchema>;

/** A new opportunity: the desk's Content tab, and the development seed. */
export const newInvestmentOpportunitySchema = z
  .object({
    title: requiredText('Title', INVESTMENT_LIMITS.title),
    structure: z.enum(INVESTMENT_STRUCTURES),
    commodity: requiredText('Commodity', INVESTMENT_LIMITS.commodity),
    region: requiredText('Region', INVESTMENT_LIMITS.region),
    operator: requiredText('Operator', INVESTMENT_LIMITS.party),
    minInvestment: wholeUsd(
      'Minimum investment',
      INVESTMENT_LIMITS.investorMinimumUsd,
      INVESTMENT_LIMITS.maxAmountUsd,
      INVESTMENT_TEXTS.investorMinimum,
      INVESTMENT_TEXTS.amountTooLarge,
    ),
    facilitySize: z.number().int().positive().max(INVESTMENT_LIMITS.maxAmountUsd).nullable(),
    expectedReturn: expectedReturnSchema,
    termMonths: z.number().int().min(1).max(600),
    status: z.enum(INVESTMENT_STATUSES),
    riskLevel: z.enum(RISK_LEVELS),
    summary: requiredText('Summary', INVESTMENT_LIMITS.summary),
    details: requiredText('Details', INVESTMENT_LIMITS.details),
    keyTerms: textList('Key term'),
  })
  .strict()
  .refine((o) => o.facilitySize === null || o.facilitySize >= o.minInvestment, {
    message: 'The facility cannot be smaller than the minimum investment',
    path: ['facilitySize'],
  });
export type NewInvestmentOpportunity = z.input<typeof newInvestmentOpportunitySchema>;
export type ValidNewInvestmentOpportunity = z.output<typeof newInvestmentOpportunitySchema>;

export const opportunityListQuerySchema = z
  .object({
    status: z.enum(INVESTMENT_STATUSES).optional(),
    riskLevel: z.enum(RISK_LEVELS).optional(),
    structure: z.enum(INVESTMENT_STRUCTURES).optional(),
    ...pageQueryFields,
  })
  .strict();
export type OpportunityListQuery = z.input<typeof opportunityListQuerySchema>;
export type ValidOpportunityListQuery = z.output<typeof opportunityListQuerySchema>;

/** How many of a list's total are the development seed's examples (fictional, labelled); 0 in production. */
const exampleCount = z.number().int().default(0);

export const opportunityListSchema = z.object({
  opportunities: z.array(investmentOpportunitySummarySchema),
  total: z.number().int(),
  examples: exampleCount,
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type OpportunityList = z.infer<typeof opportunityListSchema>;

/* ------------------------------------------------------------- projects */

/** Spec 3's project metrics: reserves, grade, mine life and the project's economics. */
export const projectMetricsSchema = z.object({
  /** e.g. "2.1 Moz Au (Probable)". */
  reserves: z.string(),
  /** e.g. "1.82 g/t Au". */
  grade: z.string(),
  mineLifeYears: z.number().int(),
  /** Post-tax IRR of the feasibility study, percent. */
  irrPercent: z.number(),
  /** Post-tax NPV, USD. */
  npv: z.number().int().nullable(),
  /** Initial capital cost, USD. */
  initialCapex: z.number().int().nullable(),
  /** e.g. "140,000 oz Au a year". */
  annualProduction: z.string().nullable(),
});
export type ProjectMetrics = z.infer<typeof projectMetricsSchema>;

/** A project seeking capital (spec 3: seekingAmount, stage, metrics). */
export const capitalProjectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  commodity: z.string(),
  region: z.string(),
  developer: z.string(),
  stage: z.enum(PROJECT_STAGES),
  /** USD, within $5M–$500M. */
  seekingAmount: z.number().int(),
  metrics: projectMetricsSchema,
  summary: z.string(),
  publishedAt: z.string(),
  /** A fictional record of the development seed, shown with its Example label (issue 18). */
  example: z.boolean(),
});
export type CapitalProjectSummary = z.infer<typeof capitalProjectSummarySchema>;

export const capitalProjectSchema = capitalProjectSummarySchema.extend({
  details: z.string(),
  useOfFunds: z.array(z.string()),
});
export type CapitalProject = z.infer<typeof capitalProjectSchema>;

export const newCapitalProjectSchema = z
  .object({
    name: requiredText('Name', INVESTMENT_LIMITS.title),
    commodity: requiredText('Commodity', INVESTMENT_LIMITS.commodity),
    region: requiredText('Region', INVESTMENT_LIMITS.region),
    developer: requiredText('Developer', INVESTMENT_LIMITS.party),
    stage: z.enum(PROJECT_STAGES),
    seekingAmount: wholeUsd(
      'Seeking amount',
      INVESTMENT_LIMITS.projectCapitalMinUsd,
      INVESTMENT_LIMITS.projectCapitalMaxUsd,
      INVESTMENT_TEXTS.projectCapitalRange,
      INVESTMENT_TEXTS.projectCapitalRange,
    ),
    metrics: z.object({
      reserves: requiredText('Reserves', INVESTMENT_LIMITS.metric),
      grade: requiredText('Grade', INVESTMENT_LIMITS.metric),
      mineLifeYears: z.number().int().min(1).max(100),
      irrPercent: z.number().min(-100).max(1000),
      npv: z.number().int().max(INVESTMENT_LIMITS.maxAmountUsd * 100).nullable(),
      initialCapex: z.number().int().positive().max(INVESTMENT_LIMITS.maxAmountUsd * 100).nullable(),
      annualProduction: requiredText('Annual production', INVESTMENT_LIMITS.metric).nullable(),
    }),
    summary: requiredText('Summary', INVESTMENT_LIMITS.summary),
    details: requiredText('Details', INVESTMENT_LIMITS.details),
    useOfFunds: textList('Use of funds'),
  })
  .strict();
export type NewCapitalProject = z.input<typeof newCapitalProjectSchema>;
export type ValidNewCapitalProject = z.output<typeof newCapitalProjectSchema>;

export const projectListQuerySchema = z
  .object({
    stage: z.enum(PROJECT_STAGES).optional(),
    ...pageQueryFields,
  })
  .strict();
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;
export type ValidProjectListQuery = z.output<typeof projectListQuerySchema>;

export const projectListSchema = z.object({
  projects: z.array(capitalProjectSummarySchema),
  total: z.number().int(),
  examples: exampleCount,
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type ProjectList = z.infer<typeof projectListSchema>;

export const investmentIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
