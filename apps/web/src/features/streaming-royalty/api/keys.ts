/** Query keys of the investment opportunities and projects. */
export const investmentsKeys = {
  all: ['investments'] as const,
  opportunities: () => [...investmentsKeys.all, 'opportunities'] as const,
  opportunity: (id: string) => [...investmentsKeys.all, 'opportunity', id] as const,
  projects: () => [...investmentsKeys.all, 'projects'] as const,
  project: (id: string) => [...investmentsKeys.all, 'project', id] as const,
};
