/** Spec 1 and 2.5: the figures the statistics scene counts up to. */
export const STATISTICS = [
  // Their labels, in order, are the landing texts' statistics.labels.
  { target: 6, prefix: '', suffix: '' },
  { target: 5, prefix: '$', suffix: 'B+' },
  { target: 20, prefix: '', suffix: '+' },
] as const;

export type Statistic = (typeof STATISTICS)[number];

export function formatStatistic(statistic: Statistic, value: number): string {
  return `${statistic.prefix}${Math.round(value)}${statistic.suffix}`;
}
