import { En590AverageTile } from './en590-average-tile';
import { FuelBoard } from './fuel-board';

/** The Trading tab's fuel prices: the spec's EN590 tile beside the board of the desk's latest assessments. */
export function FuelMarketOverview() {
  return <FuelBoard aside={<En590AverageTile />} />;
}
