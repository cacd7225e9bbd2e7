import { matchScoreBand, type MatchScoreBand } from '@ctp/domain/matching';

/** Score badge classes per band of spec 4: 90+ green, 75+ blue, 60+ yellow, below red. */
export const BAND_CLASSES: Record<MatchScoreBand, string> = {
  green: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-300',
  blue: 'border-sky-500/30 bg-sky-500/10 text-sky-300',
  yellow: 'border-amber-500/30 bg-amber-500/10 text-amber-300',
  red: 'border-red-500/30 bg-red-500/10 text-red-300',
};

export const scoreBand = matchScoreBand;
