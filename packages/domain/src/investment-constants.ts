/**
 * The plain limits and texts of commodity investment (spec 9: investors from $1M). No zod here: portal
 * inquiries (./inquiries, which the contact page loads) take their amount bounds and texts from this module.
 */

/** Spec 9: investors from $1M; project development capital from $5M to $500M. */
export const INVESTMENT_LIMITS = {
  investorMinimumUsd: 1_000_000,
  projectCapitalMinUsd: 5_000_000,
  projectCapitalMaxUsd: 500_000_000,
  /** Largest amount any form takes; keeps every sum in exact integer range. */
  maxAmountUsd: 1_000_000_000,
  title: 160,
  party: 160,
  region: 120,
  commodity: 60,
  summary: 600,
  details: 8000,
  listItem: 300,
  listItems: 12,
  metric: 120,
} as const;

/** Whole US dollars as the texts write them: $1,000,000. */
export const formatWholeUsd = (value: number) => `$${value.toLocaleString('en-US')}`;

export const INVESTMENT_TEXTS = {
  opportunityNotFound: 'Investment opportunity not found',
  projectNotFound: 'Project not found',
  investorMinimum: `The investor minimum is ${formatWholeUsd(INVESTMENT_LIMITS.investorMinimumUsd)}`,
  projectCapitalRange: `Projects seek between ${formatWholeUsd(INVESTMENT_LIMITS.projectCapitalMinUsd)} and ${formatWholeUsd(INVESTMENT_LIMITS.projectCapitalMaxUsd)}`,
  amountTooLarge: `Amount must be at most ${formatWholeUsd(INVESTMENT_LIMITS.maxAmountUsd)}`,
  loadOpportunitiesFailed: 'Failed to load investment opportunities',
  loadProjectsFailed: 'Failed to load projects',
  loadDetailsFailed: 'Failed to load the details',
  noOpportunities: 'No investment opportunities are open right now',
  noProjects: 'No projects are seeking capital right now',
} as const;
