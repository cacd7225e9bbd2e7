import { useTexts } from '@/lib/i18n/texts';
import { streamingRoyaltyTexts } from './texts';

/** The words of the investment vocabulary (statuses, risk levels, stages, structures) in the reader's language. */
export function useInvestmentLabels() {
  const { text } = useTexts(streamingRoyaltyTexts);
  return { statuses: text.statuses, riskLevels: text.riskLevels, stages: text.stages, structures: text.structures };
}
