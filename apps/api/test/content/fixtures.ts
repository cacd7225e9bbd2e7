import type { MarketAlertContent, NewCapitalProject, NewInvestmentOpportunity } from '@ctp/domain';

/** Bodies of the desk's content as an administrator writes them (issue 18). */
export const alertInput = (overrides: Partial<MarketAlertContent> = {}): MarketAlertContent => ({
  title: 'Fujairah bunker premiums firm on tight supply',
  summary: 'Low-sulphur fuel oil stocks at Fujairah fell to a six-week low; expect firmer bunker premiums into next week.',
  region: 'Middle East',
  impact: 'Medium',
  commodities: ['Fuel Oil'],
  ...overrides,
});

export const opportunityInput = (overrides: Partial<NewInvestmentOpportunity> = {}): NewInvestmentOpportunity => ({
  title: 'Jebel Akhdar Copper Royalty',
  structure: 'Royalty',
  commodity: 'Copper',
  region: 'Ad Dakhiliyah, Oman',
  operator: 'Akhdar Copper LLC',
  minInvestment: 1_500_000,
  facilitySize: 30_000_000,
  expectedReturn: { min: 9, max: 11 },
  termMonths: 120,
  status: 'Production',
  riskLevel: 'Low',
  summary: 'A 1% net smelter return royalty on a producing copper mine.',
  details: 'Royalties are paid quarterly in US dollars.\n\nThe mine has twelve years of reserves.',
  keyTerms: ['1% NSR on copper', 'Quarterly payment in USD'],
  ...overrides,
});

export const projectInput = (overrides: Partial<NewCapitalProject> = {}): NewCapitalProject => ({
  name: 'Ibri Gold Project',
  commodity: 'Gold',
  region: 'Ad Dhahirah, Oman',
  developer: 'Ibri Minerals LLC',
  stage: 'Feasibility',
  seekingAmount: 40_000_000,
  metrics: {
    reserves: '0.8 Moz Au (Probable)',
    grade: '1.4 g/t Au',
    mineLifeYears: 9,
    irrPercent: 24,
    npv: 150_000_000,
    initialCapex: 120_000_000,
    annualProduction: '80,000 oz Au a year',
  },
  summary: 'An open-pit gold project with a completed feasibility study.',
  details: 'The developer seeks the stream tranche of its construction package.',
  useOfFunds: ['Process plant: $30M', 'Owner’s costs: $10M'],
  ...overrides,
});
