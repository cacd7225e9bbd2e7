import type { CapitalProject, InvestmentOpportunity, PortalInquiry } from '@ctp/domain';

/** Records as the investments API answers them, for the tab's tests. */
export function opportunity(overrides: Partial<InvestmentOpportunity> = {}): InvestmentOpportunity {
  return {
    id: '6f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7',
    title: 'Ashanti Ridge Gold Stream',
    structure: 'Streaming',
    commodity: 'Gold',
    region: 'Ashanti Belt, Ghana',
    operator: 'Ashanti Ridge Mining Ltd',
    minInvestment: 2_500_000,
    facilitySize: 85_000_000,
    expectedReturn: { min: 11, max: 14 },
    termMonths: 120,
    status: 'Production',
    riskLevel: 'Medium',
    summary: 'A stream on 6% of payable gold from an open-pit mine in production.',
    publishedAt: '2026-03-09T10:00:00.000Z',
    example: false,
    details: 'Ashanti Ridge has poured more than 420,000 ounces.\n\nStream holders receive 6% of payable gold.',
    keyTerms: ['Ongoing payment: 20% of spot gold on delivery', 'Monthly delivery to an LBMA-accredited refinery'],
    ...overrides,
  };
}

export function project(overrides: Partial<CapitalProject> = {}): CapitalProject {
  return {
    id: '7a2e3d4c-5b6f-4a70-9b82-a3c4d5e6f708',
    name: 'Duqm Chromite Project',
    commodity: 'Chromite',
    region: 'Al Wusta, Oman',
    developer: 'Wusta Minerals LLC',
    stage: 'Development',
    seekingAmount: 24_000_000,
    metrics: {
      reserves: '4.2 Mt ore (Proven and Probable)',
      grade: '38% Cr₂O₃',
      mineLifeYears: 14,
      irrPercent: 31,
      npv: 96_000_000,
      initialCapex: 58_000_000,
      annualProduction: '300,000 t concentrate a year',
    },
    summary: 'A chromite mine and concentrator near the Port of Duqm.',
    publishedAt: '2026-03-08T10:00:00.000Z',
    example: false,
    details: 'Wusta Minerals holds a 25-year mining licence.\n\nOfftake heads of terms cover 70% of output.',
    useOfFunds: ['Gravity concentrator: $14M', 'Working capital: $4M'],
    ...overrides,
  };
}

/** The list shape: no long text. */
export const summaryOf = <T extends { details: string }>(record: T) => {
  const { details: _details, ...rest } = record as T & { keyTerms?: unknown; useOfFunds?: unknown };
  delete (rest as { keyTerms?: unknown }).keyTerms;
  delete (rest as { useOfFunds?: unknown }).useOfFunds;
  return rest;
};

export const listOf = <K extends string>(key: K, items: Array<{ example?: boolean }>) => ({
  [key]: items,
  total: items.length,
  examples: items.filter((item) => item.example).length,
  page: 1,
  totalPages: items.length ? 1 : 0,
});

export function inquiry(overrides: Partial<PortalInquiry> = {}): PortalInquiry {
  return {
    id: '9c3f4e5d-6a7b-4c80-8d93-b4c5d6e7f809',
    kind: 'express-interest',
    targetType: 'opportunity',
    targetId: opportunity().id,
    subject: 'Express interest: Ashanti Ridge Gold Stream',
    amount: 3_000_000,
    message: 'Interested.',
    status: 'new',
    createdAt: '2026-03-11T09:00:00.000Z',
    ...overrides,
  };
}
